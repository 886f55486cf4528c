import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LIVE_LIST_REFETCH_MS } from '../api/query-client';
import { queryKeys } from '../api/query-keys';
import { useApiQuery } from '../api/use-api-query';
import { useErrorText } from '../api/use-error-text';
import { useDocumentTitle } from '../app/use-document-title';
import { useLanguage, useTranslate } from '../i18n/I18nProvider';
import { LoadingText } from '../jobs/LoadingText';
import { EmptyState } from '../shell/components/EmptyState';
import { PageHeader } from '../shell/components/PageHeader';
import { agencyApi } from './agency-api';
import { AgencyJobCard } from './AgencyJobCard';
import { filterFromSearch, findQuery, isFilterEmpty, searchFromFilter } from './job-filter';
import { JobFilterPanel } from './JobFilterPanel';

/**
 * New Jobs: the released requests, filtered and paged; the filter lives in the URL query. The page
 * asks again every 30 s and when the window regains the focus: a hospital's change (a new time, a
 * request filled) shows without a reload.
 */
export function AgencyJobsPage() {
  const t = useTranslate();
  const errorText = useErrorText();
  useDocumentTitle(t('agencyJobs.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  const { filter, page } = useMemo(() => filterFromSearch(new URLSearchParams(searchKey)), [searchKey]);
  const query = useMemo(() => findQuery(filter, page), [filter, page]);
  const market = useApiQuery(queryKeys.market(query), (client) => agencyApi.findJobs(client, query), {
    refetchInterval: LIVE_LIST_REFETCH_MS,
  });
  const result = market.data;
  const error = !result && market.error ? errorText(market.error) : undefined;

  const pages = result ? Math.max(1, Math.ceil(result.total / (result.pageSize || 1))) : 1;

  return (
    <>
      <PageHeader title={t('agencyJobs.title')} description={t('agencyJobs.description')} />
      <PermitMissingNotice />
      <JobFilterPanel filter={filter} onSearch={(next) => setSearchParams(searchFromFilter(next))} />
      {error && <Alert severity="error">{error}</Alert>}
      {!error && !result && <LoadingText />}
      {result && result.jobs.length === 0 && (
        <EmptyState
          title={t('agencyJobs.emptyTitle')}
          text={t(isFilterEmpty(filter) ? 'agencyJobs.emptyNone' : 'agencyJobs.emptyFiltered')}
        />
      )}
      {result && result.jobs.length > 0 && (
        <Stack spacing={2} component="ul" sx={{ p: 0, m: 0 }} aria-label={t('agencyJobs.title')}>
          {result.jobs.map((job) => (
            <AgencyJobCard key={job._id} job={job} />
          ))}
        </Stack>
      )}
      {result && pages > 1 && (
        <Pagination
          sx={{ mt: 3, display: 'flex', justifyContent: 'center' }}
          count={pages}
          page={page}
          onChange={(_event, next) => setSearchParams(searchFromFilter(filter, next))}
        />
      )}
    </>
  );
}

/**
 * While the agency has no permit for temporary agency work (§1 AÜG), hospitals cannot select its
 * candidates (AGENCY_PERMIT_MISSING): said above the jobs, with the way to the settings page.
 * A failed load says nothing here (the settings page shows it).
 */
function PermitMissingNotice() {
  const t = useTranslate();
  const language = useLanguage();
  const permit = useApiQuery(queryKeys.agencyPermit(), (client) => agencyApi.permit(client));
  if (!permit.data || permit.data.authority) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 2 }}
      action={
        <Button component={RouterLink} to={`/${language}/agency/settings`} color="inherit" size="small">
          {t('agencyJobs.permitMissingLink')}
        </Button>
      }
    >
      {t('agencyJobs.permitMissing')}
    </Alert>
  );
}
