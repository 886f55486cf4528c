import { Title, useTranslate } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import type { Organisation } from './organisation-fields';

const ORGANISATION_COLUMNS: ListColumn<Organisation>[] = [
  { source: 'name', label: 'medstaff.organisations.name' },
  { source: 'address', label: 'medstaff.organisations.address' },
  { source: 'postcode', label: 'medstaff.organisations.postcode' },
  { source: 'country', label: 'medstaff.organisations.country', kind: 'country' },
];

/** /organisation: 'List of all Organisations', with Add leading to addNewOrganisation. */
export const OrganisationList = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('medstaff.organisations.list_title')} />
      <ListScreen<Organisation>
        resource="organisations"
        title="medstaff.organisations.list_title"
        columns={ORGANISATION_COLUMNS}
        deleteNoun={translate('medstaff.organisations.noun')}
        deleteNote={translate('medstaff.organisations.delete_note')}
        nameOf={(organisation) => organisation.name}
        addPath="addNewOrganisation"
        detailsPath={(organisation) => `organisation/${organisation.id}`}
      />
    </>
  );
};
