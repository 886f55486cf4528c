import type { ApiSchema } from '@medstaff/domain';
import {
  Card,
  CardContent,
  Tab,
  Tabs,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { EditBase, Loading, Title, useBasename, useEditContext, useTranslate, type RaRecord } from 'react-admin';
import { Breadcrumbs } from '../common/Breadcrumbs';
import { AccountActions } from './AccountActions';
import { EditableFieldsForm } from '../common/edit/EditableFieldsForm';
import { HistoryTable } from '../common/HistoryTable';
import { formatDate } from '../common/format-dates';
import { nameOrEmail } from '../common/person-name';
import { EducationTable, Section } from '../common/profile/CandidateProfile';
import { useReferenceNames } from '../common/useCountries';
import { useUrlTab } from '../common/useUrlTab';
import { CONTACT_FIELDS, PROFILE_SECTIONS, QUALIFICATION_SECTION } from './person-fields';
import { PersonPrivacyPanel } from '../privacy/PersonPrivacyPanel';
import { isPersonType, type PersonType } from './person-types';
import { QualificationLevelField } from './QualificationLevelField';

/** An agency the person belongs to, as the person's profile lists it. */
type AgencyLink = ApiSchema<'AgencySummaryDto'>;

const TABS = ['general', 'history'] as const;

const AgenciesInfo = ({ agencies }: { agencies: AgencyLink[] }) => {
  const translate = useTranslate();
  const countryName = useReferenceNames('getCountries');
  const field = (key: string) => translate(`medstaff.persons.fields.${key}`);
  return (
    <Section title={translate('medstaff.persons.sections.agencies')}>
      <TableContainer>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('agency_name')}</TableCell>
              <TableCell>{field('address')}</TableCell>
              <TableCell>{field('postcode')}</TableCell>
              <TableCell>{field('country')}</TableCell>
              <TableCell>{field('url')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {agencies.map((agency) => (
              <TableRow key={agency.id}>
                <TableCell>{agency.name}</TableCell>
                <TableCell>{agency.address}</TableCell>
                <TableCell>{agency.postcode}</TableCell>
                <TableCell>{countryName(agency.country)}</TableCell>
                <TableCell>{agency.url}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Section>
  );
};

/** The user profile: every section edits through the shared form (each saves its own changes). */
const UserProfile = ({ person, onReload }: { person: RaRecord; onReload: () => void }) => {
  const translate = useTranslate();
  const agencies: AgencyLink[] = person.agencies ?? [];
  const education: ApiSchema<'EducationDto'>[] = person.education ?? [];
  return (
    <>
      {PROFILE_SECTIONS.map((section) => (
        <Section key={section.title} title={translate(section.title)}>
          {section.title === QUALIFICATION_SECTION && (
            <QualificationLevelField key={`${person.id}-${person.version}`} person={person} />
          )}
          <EditableFieldsForm resource="persons" record={person} fields={section.fields} onReload={onReload} />
        </Section>
      ))}
      {agencies.length > 0 && <AgenciesInfo agencies={agencies} />}
      {education.length > 0 && (
        <Section title={translate('medstaff.persons.sections.education')}>
          <EducationTable education={education} dateOf={formatDate} />
        </Section>
      )}
    </>
  );
};

/**
 * Whether the record is the detail of GET /api/admin/persons/{id} rather than a row the list put
 * in react-admin's cache (rows lack the profile: address, qualification, skills, preferences, agencies).
 */
export const isPersonDetail = (record: RaRecord): boolean => Array.isArray(record.agencies);

const PersonDetail = ({ type }: { type: PersonType }) => {
  const translate = useTranslate();
  const { record, refetch, isPending } = useEditContext<RaRecord>();
  const [tab, setTab] = useUrlTab(TABS);
  // A list row in the cache shows at once but is not the profile: wait for the detail, since the
  // forms take their initial values from the first record they get.
  if (isPending || !record || !isPersonDetail(record)) return <Loading />;
  // First and last name, or the email of someone who has no name yet.
  const heading = nameOrEmail(record);
  return (
    <>
      <Title title={heading} />
      <Breadcrumbs
        crumbs={[
          { label: translate(`medstaff.persons.list_crumbs.${type}`), path: `persons/${type}` },
          { label: heading },
        ]}
      />
      <Typography variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
        {heading}
      </Typography>
      <AccountActions person={record} onChanged={() => void refetch()} />
      <Tabs value={tab} onChange={(_event, value: (typeof TABS)[number]) => setTab(value)} variant="scrollable">
        <Tab value="general" label={translate('medstaff.agencies.general_tab')} />
        <Tab value="history" label={translate('medstaff.history.tab')} />
      </Tabs>
      {tab === 'general' &&
        (type === 'users' ? (
          <UserProfile person={record} onReload={() => void refetch()} />
        ) : (
          <Card sx={{ mt: 2 }}>
            <CardContent>
              <EditableFieldsForm
                resource="persons"
                record={record}
                fields={CONTACT_FIELDS}
                onReload={() => void refetch()}
              />
            </CardContent>
          </Card>
        ))}
      {tab === 'general' && <PersonPrivacyPanel personId={record.id} onErased={() => void refetch()} />}
      {tab === 'history' && (
        <Card sx={{ mt: 2 }}>
          <CardContent>
            <HistoryTable resource="persons" id={record.id} />
          </CardContent>
        </Card>
      )}
    </>
  );
};

/**
 * persons/{type}/{id}: users get the full profile, other types the contact fields only. The
 * detail is always fetched again on opening (`refetchOnMount: 'always'`), whatever the list cached.
 */
export const PersonEdit = () => {
  const basename = useBasename();
  const { type, id } = useParams();
  if (!isPersonType(type)) return <Navigate to={`${basename}/persons/users`} replace />;
  return (
    <EditBase
      resource="persons"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ refetchOnMount: 'always' }}
    >
      <PersonDetail type={type} />
    </EditBase>
  );
};
