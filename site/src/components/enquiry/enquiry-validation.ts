import { isValidEmail } from '@medstaff/domain';
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

const isBlank = (value: string) => value.trim() === '';

/**
 * The spec's enquiry rules: a date range is required; email is required and valid; hospital name,
 * name and phone are required; consent must be given. Returns a message key per invalid field.
 */
export function validateEnquiry(values: EnquiryValues): EnquiryErrors {
  const errors: EnquiryErrors = {};
  if (!values.date) errors.date = 'enquiry.error.date';
  if (isBlank(values.hospitalName)) errors.hospitalName = 'enquiry.error.hospitalName';
  if (isBlank(values.name)) errors.name = 'enquiry.error.name';
  if (isBlank(values.email)) errors.email = 'enquiry.error.emailRequired';
  else if (!isValidEmail(values.email.trim())) errors.email = 'enquiry.error.emailInvalid';
  if (isBlank(values.phone)) errors.phone = 'enquiry.error.phone';
  if (values.isAgreed !== true) errors.isAgreed = 'enquiry.error.consent';
  return errors;
}

export function firstInvalidField(errors: EnquiryErrors): EnquiryField | undefined {
  return ENQUIRY_FIELDS.find((field) => errors[field]);
}
