import type { ReactNode } from 'react';
import {
  Card,
  CardContent,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useLocale, useTranslate, type RaRecord } from 'react-admin';
import { isLanguage, type ApiSchema } from '@medstaff/domain';
import { valueAt } from '../change-set';
import { formatOrdinalDate } from '../format-dates';
import { useReferenceNames } from '../useCountries';

/** A person's education and job history as the person and member profiles carry them (generated types). */
type Education = ApiSchema<'EducationDto'>;
type Job = ApiSchema<'JobHistoryDto'>;

export const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card sx={{ mt: 2 }} component="section" aria-label={title}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const Value = ({ label, value }: { label: string; value: unknown }) => (
  <Grid size={{ xs: 12, sm: 6 }}>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography>{value === null || value === undefined || value === '' ? '–' : String(value)}</Typography>
  </Grid>
);

/** Education table: University, Start Date, End Date, Qualification Level. */
export const EducationTable = ({
  education,
  dateOf,
}: {
  education: Education[];
  dateOf: (value: string | null) => string;
}) => {
  const translate = useTranslate();
  const qualificationName = useReferenceNames('getQualifications');
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>{translate('medstaff.persons.fields.university')}</TableCell>
          <TableCell>{translate('medstaff.persons.fields.start_date')}</TableCell>
          <TableCell>{translate('medstaff.persons.fields.end_date')}</TableCell>
          <TableCell>{translate('medstaff.persons.fields.qual_level')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {education.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.university}</TableCell>
            <TableCell>{dateOf(entry.startdate)}</TableCell>
            <TableCell>{dateOf(entry.enddate)}</TableCell>
            <TableCell>{qualificationName(entry.qualLevel) ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** The read-only candidate profile: personal data, address, qualification, education, skills, preferences, jobs. */
export const CandidateProfile = ({ person }: { person: RaRecord }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const dateOf = (value: string | null) => formatOrdinalDate(value, isLanguage(locale) ? locale : 'en');
  const field = (key: string) => translate(`medstaff.persons.fields.${key}`);
  const countryName = useReferenceNames('getCountries');
  const qualificationName = useReferenceNames('getQualifications');
  const education: Education[] = person.education ?? [];
  const jobs: Job[] = person.jobs ?? [];
  const skills = (person.skills ?? []) as string[];
  const jobTypes = (valueAt(person, 'preferences.jobType') ?? []) as string[];
  return (
    <>
      <Section title={translate('medstaff.persons.sections.personal')}>
        <Grid container spacing={2}>
          <Value label={translate('medstaff.person_fields.email')} value={person.email} />
          <Value label={translate('medstaff.person_fields.firstName')} value={person.firstName} />
          <Value label={translate('medstaff.person_fields.lastName')} value={person.lastName} />
          <Value label={translate('medstaff.person_fields.contact')} value={person.contact} />
        </Grid>
      </Section>
      <Section title={translate('medstaff.persons.sections.address')}>
        <Grid container spacing={2}>
          <Value label={field('address')} value={person.address} />
          <Value label={field('postcode')} value={person.postcode} />
          <Value label={field('city')} value={person.city} />
          <Value label={field('country')} value={countryName(person.country)} />
        </Grid>
      </Section>
      <Section title={translate('medstaff.persons.sections.qualification')}>
        <Grid container spacing={2}>
          <Value
            label={field('qualification_level')}
            value={qualificationName(valueAt(person, 'qualification.level.type'))}
          />
          <Value label={field('qualification_info')} value={valueAt(person, 'qualification.additionalInfo.type')} />
        </Grid>
      </Section>
      <Section title={translate('medstaff.persons.sections.education')}>
        <EducationTable education={education} dateOf={dateOf} />
      </Section>
      <Section title={translate('medstaff.persons.sections.skills')}>
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
          {skills.map((skill) => (
            <Chip key={skill} label={skill} />
          ))}
        </Stack>
      </Section>
      <Section title={translate('medstaff.persons.sections.preferences')}>
        <Grid container spacing={2}>
          <Value label={field('distance')} value={valueAt(person, 'preferences.distance')} />
          <Value label={field('min_salary')} value={valueAt(person, 'preferences.minSalary')} />
          <Value label={field('job_type')} value={jobTypes.join(', ')} />
        </Grid>
      </Section>
      <Section title={translate('medstaff.persons.sections.jobs')}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{field('job_title')}</TableCell>
              <TableCell>{field('location')}</TableCell>
              <TableCell>{field('start_date')}</TableCell>
              <TableCell>{field('end_date')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.map((job) => (
              <TableRow key={job.id}>
                <TableCell>{job.title}</TableCell>
                <TableCell>{[job.location?.name, job.location?.city].filter(Boolean).join(', ')}</TableCell>
                <TableCell>{dateOf(job.startDate)}</TableCell>
                <TableCell>{dateOf(job.endDate)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Section>
    </>
  );
};
