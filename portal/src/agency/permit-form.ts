import { agencyPermitProblems, type AgencyPermitProblem } from '@medstaff/domain';
import type { FieldErrors } from '../forms/field-errors';

/** The permit form (Erlaubnis nach §1 AÜG) as typed: the authority and the day issued (YYYY-MM-DD). */
export interface PermitFormValues {
  authority: string;
  issuedOn: string;
}

export const PERMIT_FIELDS = ['authority', 'issuedOn'] as const;
export type PermitField = (typeof PERMIT_FIELDS)[number];

const FIELD_OF_PROBLEM: ReadonlyMap<AgencyPermitProblem, PermitField> = new Map([
  ['permit.authorityRequired', 'authority'],
  ['permit.authorityTooLong', 'authority'],
  ['permit.issuedOnInvalid', 'issuedOn'],
  ['permit.issuedOnFuture', 'issuedOn'],
]);

/** The permit form's rule: the domain's `agencyPermitProblems` (the API's too), a message key per field. */
export function validatePermitForm(values: PermitFormValues, today: string): FieldErrors<PermitField> {
  const errors: FieldErrors<PermitField> = {};
  for (const problem of agencyPermitProblems(values, today)) {
    const field = FIELD_OF_PROBLEM.get(problem);
    if (field && !errors[field]) errors[field] = problem;
  }
  return errors;
}
