import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AgencyJobWire } from '@medstaff/domain';
import { Link } from 'react-router';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { cityOf, dayRange, euros } from './job-format';

/** One released request in the New Jobs list; the whole card opens its detail. */
export function AgencyJobCard({ job }: { job: AgencyJobWire }) {
  const t = useTranslate();
  const language = useLanguage();
  const applied = job.applicants.length > 0;
  const hospital = job.organisation
    ? [job.organisation.name, job.organisation.city || cityOf(job.organisation.address)].filter(Boolean).join(', ')
    : '';
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} to={String(job._id)}>
        <CardContent>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
            <Typography variant="h6" component="h2" sx={{ mr: 'auto' }}>
              {job.title}
            </Typography>
            <Chip size="small" label={t(`jobForm.kind.${job.kind}`)} />
            {applied && <Chip size="small" color="success" label={t('agencyJobs.applied')} />}
          </Stack>
          {hospital && <Typography>{hospital}</Typography>}
          {job.orig_dept && <Typography color="text.secondary">{job.orig_dept.name}</Typography>}
          <Typography>{dayRange(job)}</Typography>
          {job.kind === 'DOCTOR' &&
            job.salary.map((line) => (
              <Typography key={line._id} variant="body2">
                {t('agencyJobs.payLine', { activity: line.activity, amount: euros(line.cost, language) })}
              </Typography>
            ))}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
