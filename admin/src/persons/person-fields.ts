import type { EditableField } from '../common/edit/editable-field';
import { combine, email, euros, phone, postcode, required } from '../common/validators';

export const CONTACT_FIELDS: EditableField[] = [
  { name: 'email', label: 'medstaff.person_fields.email', validate: combine(required, email) },
  { name: 'firstName', label: 'medstaff.person_fields.firstName', validate: required },
  { name: 'lastName', label: 'medstaff.person_fields.lastName', validate: required },
  { name: 'contact', label: 'medstaff.person_fields.contact', validate: combine(required, phone) },
];

/** The title of the section that also holds the qualification level's select. */
export const QUALIFICATION_SECTION = 'medstaff.persons.sections.qualification';

/** The user profile's editable sections (field names are the API's dotted paths). */
export const PROFILE_SECTIONS: { title: string; fields: EditableField[] }[] = [
  { title: 'medstaff.persons.sections.personal', fields: CONTACT_FIELDS },
  {
    title: 'medstaff.persons.sections.address',
    fields: [
      { name: 'address', label: 'medstaff.persons.fields.address', validate: required },
      {
        name: 'postcode',
        label: 'medstaff.persons.fields.postcode',
        validate: combine(required, postcode),
        dependsOn: ['country'],
      },
      { name: 'city', label: 'medstaff.persons.fields.city', validate: required },
      { name: 'country', label: 'medstaff.persons.fields.country', kind: 'country', validate: required },
    ],
  },
  {
    title: QUALIFICATION_SECTION,
    // The level itself is picked from the qualifications in QualificationLevelField, above these fields.
    fields: [
      {
        name: 'qualification.additionalInfo.type',
        label: 'medstaff.persons.fields.qualification_info',
        validate: required,
      },
    ],
  },
  {
    title: 'medstaff.persons.sections.skills',
    fields: [{ name: 'skills', label: 'medstaff.persons.fields.skills', kind: 'list', validate: required }],
  },
  {
    title: 'medstaff.persons.sections.preferences',
    fields: [
      { name: 'preferences.distance', label: 'medstaff.persons.fields.distance', kind: 'number', validate: required },
      {
        name: 'preferences.minSalary',
        label: 'medstaff.persons.fields.min_salary',
        kind: 'number',
        validate: combine(required, euros),
      },
      { name: 'preferences.jobType', label: 'medstaff.persons.fields.job_type', kind: 'list', validate: required },
    ],
  },
];
