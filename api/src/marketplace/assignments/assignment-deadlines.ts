import type { Assignment } from './assignment.entity';

/** The hospital is warned (portal and mail) when the first shift is this near without both acceptances. */
export const ACCEPTANCE_WARNING_HOURS = 48;
export const ACCEPTANCE_WARNING_MS = ACCEPTANCE_WARNING_HOURS * 3_600_000;

/**
 * Reason recorded when the platform cancels an assignment whose contract still lacked an acceptance
 * when its first shift began (§12 AÜG: no leasing without the contract in text form). German and
 * English, as the parties' languages may differ.
 */
export const ACCEPTANCE_MISSED_REASON =
  'Überlassungsvertrag nicht vor Beginn des ersten Dienstes von beiden Seiten angenommen (§ 12 AÜG) / ' +
  'Leasing contract not accepted by both sides before the first shift began (§ 12 AÜG)';

/** When the warning starts for an assignment's first shift. */
export const acceptanceWarningFrom = (firstShiftAt: Date): Date =>
  new Date(firstShiftAt.getTime() - ACCEPTANCE_WARNING_MS);

/**
 * The acceptance deadline as the assignment's answer shows it: for a proposed leasing contract the
 * first shift's start (both acceptances are due before it), null otherwise; `acceptanceWarning`
 * once it is 48 hours away or less (the portal's warning; the sweeper mails the hospital then).
 */
export function acceptanceDeadline(
  assignment: Pick<Assignment, 'state' | 'source' | 'firstShiftAt'>,
  now: Date,
): { acceptanceDueAt: number | null; acceptanceWarning: boolean } {
  if (assignment.state !== 'proposed' || assignment.source !== 'agency') {
    return { acceptanceDueAt: null, acceptanceWarning: false };
  }
  return {
    acceptanceDueAt: assignment.firstShiftAt.getTime(),
    acceptanceWarning: now.getTime() >= acceptanceWarningFrom(assignment.firstShiftAt).getTime(),
  };
}
