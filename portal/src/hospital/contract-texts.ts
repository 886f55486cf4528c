import type { FieldErrors } from '../forms/field-errors';

/** The API's limit of each contract text (api/src/organisations/dto/organisation-settings.dto.ts). */
export const CONTRACT_TEXT_MAX_LENGTH = 5000;

/** The texts a hospital keeps for its leasing contracts (§12 AÜG), as typed. */
export interface ContractTextsFormValues {
  workingConditions: string;
  cancellationTerms: string;
}

export const CONTRACT_TEXT_FIELDS = ['workingConditions', 'cancellationTerms'] as const;
export type ContractTextField = (typeof CONTRACT_TEXT_FIELDS)[number];

/** Each text is optional and at most CONTRACT_TEXT_MAX_LENGTH characters. */
export function validateContractTexts(values: ContractTextsFormValues): FieldErrors<ContractTextField> {
  const errors: FieldErrors<ContractTextField> = {};
  for (const field of CONTRACT_TEXT_FIELDS) {
    if (values[field].trim().length > CONTRACT_TEXT_MAX_LENGTH) errors[field] = 'market.settings.textTooLong';
  }
  return errors;
}

/** A text as the API keeps it: trimmed, and null when empty (which clears it). */
export const contractTextOf = (text: string): string | null => text.trim() || null;
