import { Title, useTranslate } from 'react-admin';
import { ListScreen, type ListColumn } from '../common/list';
import type { Agency } from './agency-fields';

const AGENCY_COLUMNS: ListColumn<Agency>[] = [
  { source: 'name', label: 'medstaff.agencies.name' },
  { source: 'address', label: 'medstaff.agencies.address' },
  { source: 'postcode', label: 'medstaff.agencies.postcode' },
  { source: 'country', label: 'medstaff.agencies.country', kind: 'country' },
];

/** /agencies: all agencies, with Add leading to addNewAgencies. */
export const AgencyList = () => {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('medstaff.agencies.list_title')} />
      <ListScreen<Agency>
        resource="agencies"
        title="medstaff.agencies.list_title"
        columns={AGENCY_COLUMNS}
        deleteNoun={translate('medstaff.agencies.noun')}
        deleteNote={translate('medstaff.console.agency_delete_note')}
        nameOf={(agency) => agency.name}
        addPath="addNewAgencies"
        detailsPath={(agency) => `agencies/${agency.id}`}
      />
    </>
  );
};
