import { IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, ORGANISATION_PICTURES_MAX, type ApiSchema } from '@medstaff/domain';
import type { EditableField } from '../common/edit/editable-field';
import { combine, postcode, required, url } from '../common/validators';

/** A picture of an organisation (GET /api/admin/organisation-pictures/{id}). */
export type OrganisationPicture = ApiSchema<'OrganisationPictureDto'>;

/**
 * An organisation: a row of the list, or the detail (GET /api/admin/organisations/{id}), which adds
 * its pictures and the leasing contracts' texts the hospital keeps in its settings.
 */
export type Organisation = ApiSchema<'OrganisationAdminDto'> &
  Partial<Pick<ApiSchema<'OrganisationDetailDto'>, 'pictures' | 'workingConditions' | 'cancellationTerms'>>;

/** The General Info fields, in the spec's order: name, postcode, address, country, city, URL. */
export const ORGANISATION_FIELDS: EditableField[] = [
  { name: 'name', label: 'medstaff.organisations.name', validate: required },
  {
    name: 'postcode',
    label: 'medstaff.organisations.postcode',
    validate: combine(required, postcode),
    dependsOn: ['country'],
  },
  { name: 'address', label: 'medstaff.organisations.address', validate: required },
  { name: 'country', label: 'medstaff.organisations.country', kind: 'country', validate: required },
  { name: 'city', label: 'medstaff.organisations.city' },
  { name: 'url', label: 'medstaff.organisations.url', validate: combine(required, url) },
];

/** The add form's labels differ a little from the detail's (spec §2: 'Organisation Name', 'Organisation address'). */
export const ADD_ORGANISATION_FIELDS: EditableField[] = ORGANISATION_FIELDS.map((field) =>
  field.name === 'name'
    ? { ...field, label: 'medstaff.organisations.add_name' }
    : field.name === 'address'
      ? { ...field, label: 'medstaff.organisations.add_address' }
      : field,
);

export const PICTURE_FIELDS: EditableField[] = [{ name: 'description', label: 'medstaff.organisations.description' }];

/**
 * Which of the chosen pictures can be added to those already there: a message key for the first
 * one refused (wrong type, too large, or past the limit of 10), and the accepted ones.
 */
export function acceptPictures(
  current: number,
  chosen: readonly { type: string; size: number }[],
): { accepted: number; error?: string } {
  let accepted = 0;
  for (const file of chosen) {
    if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
      return { accepted, error: 'medstaff.organisations.picture_type' };
    if (file.size > IMAGE_MAX_BYTES) return { accepted, error: 'medstaff.organisations.picture_size' };
    if (current + accepted >= ORGANISATION_PICTURES_MAX)
      return { accepted, error: 'medstaff.organisations.too_many_pictures' };
    accepted += 1;
  }
  return { accepted };
}
