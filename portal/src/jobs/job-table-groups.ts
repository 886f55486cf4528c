import type { OrganisationJobGroup } from '@medstaff/domain';

/** The order of the stacked tables: open shifts first, then those waiting for a decision, then the filled ones. */
export const GROUP_ORDER: readonly OrganisationJobGroup[] = ['offeneShifts', 'confirmation', 'externeAnfagen'];
