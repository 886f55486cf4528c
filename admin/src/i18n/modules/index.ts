import { accountsMessages } from './accounts';
import { consoleMessages } from './console';
import { errorsMessages } from './errors';
import { membersMessages } from './members';
import { privacyMessages } from './privacy';

/** Every feature module of texts, merged over `en.ts` and `de.ts` in this order. */
export const MESSAGE_MODULES = [membersMessages, consoleMessages, errorsMessages, accountsMessages, privacyMessages];
