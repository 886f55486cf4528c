/**
 * ra-language-german 3.x ships no types. It is typed as a loose message tree on purpose: it was
 * written for react-admin 3 and lacks many v5 keys, which `i18n/de.ts` completes (checked by
 * `i18n/messages.spec.ts`).
 */
declare module 'ra-language-german' {
  interface MessageTree {
    [key: string]: string | MessageTree;
  }
  const germanMessages: MessageTree;
  export default germanMessages;
}
