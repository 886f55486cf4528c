import { checkEmail, checkName, checkPhone, checkRequired, checkText } from '@medstaff/domain';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { DateRangeValue } from './date-range';
import type { EnquiryMessageKey } from './enquiry-messages';

/** What the visitor fills in; specialist and field are position and field codes ('' when not chosen). */
export interface EnquiryValues {
  specialist: string;
  field: string;
  date: DateRangeValue | null;
  hospitalName: string;
  name: string;
  email: string;
  phone: string;
  isAgreed: boolean;
}

export type EnquiryField = 'date' | 'hospitalName' | 'name' | 'email' | 'phone' | 'isAgreed';
export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryMessageKey>>;

/** The order of the fields on screen: the first one with an error gets the focus. */
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['date', 'hospitalName', 'name', 'email', 'phone', 'isAgreed'];

export const EMPTY_ENQUIRY: EnquiryValues = {
  specialist: '',
  field: '',
  date: null,
  hospitalName: '',
  name: '',
  email: '',
  phone: '',
  isAgreed: false,
};

/**
 * The spec's enquiry rules, checked by the shared validators of `@medstaff/domain`: a date range is
 * required; email is required and valid; hospital name, name and phone are required; consent must
 * be given. Returns a message key per invalid field (the spec's texts, one per field).
 */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (checkRequired(values.date)) errors.date = 'enquiry.error.date';
  if (checkText(200)(values.hospitalName) === 'required') errors.hospitalName = 'enquiry.error.hospitalName';
  if (checkName(200)(values.name) === 'required') errors.name = 'enquiry.error.name';
  const email = checkEmail(values.email);
  if (email) errors.email = email === 'required' ? 'enquiry.error.emailRequired' : 'enquiry.error.emailInvalid';
  if (checkPhone(values.phone) === 'required') errors.phone = 'enquiry.error.phone';
  if (values.isAgreed !== true) errors.isAgreed = 'enquiry.error.consent';
  return errors;
}

/** react-hook-form's resolver for the enquiry: `validateEnquiry`, each message key as the error's message. */
export const enquiryResolver: Resolver<EnquiryValues> = (values) => {
  const found = validateEnquiry(values);
  const errors: FieldErrors<EnquiryValues> = {};
  for (const field of ENQUIRY_FIELDS) {
    const key = found[field];
    if (key) errors[field] = { type: 'validate', message: key };
  }
  return ENQUIRY_FIELDS.some((field) => found[field]) ? { values: {}, errors } : { values, errors: {} };
};

export function firstInvalidField(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}
