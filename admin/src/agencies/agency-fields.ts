import type { ApiSchema } from '@medstaff/domain';
import type { EditableField } from '../common/edit/editable-field';
import { combine, email, permitAuthority, permitIssuedOn, postcode, required, url } from '../common/validators';

/** An agency as GET /api/admin/agencies/{id} answers it. */
export type Agency = ApiSchema<'AgencyAdminDto'>;

/** The agency's fields, shared by the add form and the General Info edit form. */
export const AGENCY_FIELDS: EditableField[] = [
  { name: 'name', label: 'medstaff.agencies.name', validate: required },
  { name: 'address', label: 'medstaff.agencies.address', validate: required },
  {
    name: 'postcode',
    label: 'medstaff.agencies.postcode',
    validate: combine(required, postcode),
    dependsOn: ['country'],
  },
  { name: 'city', label: 'medstaff.agencies.city' },
  { name: 'country', label: 'medstaff.agencies.country', kind: 'country', validate: required },
  { name: 'url', label: 'medstaff.agencies.url', validate: combine(required, url) },
];

/**
 * The agency's permit for temporary agency work (Erlaubnis nach §1 AÜG, issue 29), edited through
 * the same change set; without it hospitals cannot select the agency's applications.
 */
export const AGENCY_PERMIT_FIELDS: EditableField[] = [
  { name: 'permitAuthority', label: 'medstaff.agencies.permit_authority', validate: permitAuthority },
  { name: 'permitIssuedOn', label: 'medstaff.agencies.permit_issued_on', validate: permitIssuedOn },
];

/** Agency members' fields (agency users; also organisation and department users later). */
export const MEMBER_FIELDS: EditableField[] = [
  { name: 'email', label: 'medstaff.person_fields.email', validate: combine(required, email) },
  { name: 'firstName', label: 'medstaff.person_fields.firstName', validate: required },
  { name: 'lastName', label: 'medstaff.person_fields.lastName', validate: required },
  { name: 'contact', label: 'medstaff.person_fields.contact', validate: required },
];
