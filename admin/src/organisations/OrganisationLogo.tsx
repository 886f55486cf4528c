import { useDataProvider } from 'react-admin';
import { RecordLogo } from '../common/RecordLogo';
import type { AppDataProvider } from '../data/data-provider';
import type { Organisation } from './organisation-fields';

/** The organisation's logo with 'Change', which uploads the chosen file at once. */
export const OrganisationLogo = ({
  organisation,
  onChanged,
}: {
  organisation: Organisation;
  onChanged: () => void;
}) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <RecordLogo
      label="medstaff.organisations.logo"
      logo={organisation.logo}
      upload={(file) => dataProvider.uploadOrganisationLogo(organisation.id, file, organisation.version)}
      onChanged={onChanged}
    />
  );
};
