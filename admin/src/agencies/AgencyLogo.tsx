import { useDataProvider } from 'react-admin';
import { RecordLogo } from '../common/RecordLogo';
import type { AppDataProvider } from '../data/data-provider';
import type { Agency } from './agency-fields';

/** The agency's logo with 'Change', which uploads the chosen file at once. */
export const AgencyLogo = ({ agency, onChanged }: { agency: Agency; onChanged: () => void }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return (
    <RecordLogo
      label="medstaff.agencies.logo"
      logo={agency.logo}
      upload={(file) => dataProvider.uploadAgencyLogo(agency.id, file, agency.version)}
      onChanged={onChanged}
    />
  );
};
