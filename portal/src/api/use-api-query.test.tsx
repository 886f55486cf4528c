import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { I18nProvider } from '../i18n/I18nProvider';
import { mockApi } from '../testing/mock-api';
import { createTestQueryClient, QueryWrapper } from '../testing/query-client';
import type { ApiError } from './client';
import { createQueryClient } from './query-client';
import { queryKeys } from './query-keys';
import { dataOf, loadStateOf, useApiQuery, useInvalidateShiftRequests } from './use-api-query';

/** Two lists on one screen, as a page has them: one of shift requests, one not. */
function Lists({ onInvalidate }: { onInvalidate(invalidate: () => Promise<void>): void }) {
  const applied = useApiQuery(queryKeys.appliedJobs(), (client) =>
    client.call((api) => api.GET('/api/job/applied-jobs')),
  );
  const erasure = useApiQuery(queryKeys.erasureRequest(), (client) =>
    client.call((api) => api.GET('/api/account/erasure-request')),
  );
  onInvalidate(useInvalidateShiftRequests());
  return (
    <p>
      {applied.data ? `applications: ${applied.data.applications.length}` : 'loading'}
      {erasure.data ? ' erasure loaded' : ''}
    </p>
  );
}

test('a workflow action asks every shift-request query on screen again, and nothing else', async () => {
  let applications = 0;
  const api = mockApi({
    'GET /job/applied-jobs': () => ({ body: { applications: Array.from({ length: applications }, () => ({})) } }),
    'GET /account/erasure-request': { body: { request: null } },
  });
  let invalidate: () => Promise<void> = () => Promise.resolve();
  render(
    <I18nProvider language="en">
      <QueryWrapper>
        <Lists onInvalidate={(next) => (invalidate = next)} />
      </QueryWrapper>
    </I18nProvider>,
  );
  expect(await screen.findByText('applications: 0 erasure loaded')).toBeInTheDocument();

  applications = 1;
  await act(() => invalidate());

  expect(await screen.findByText('applications: 1 erasure loaded')).toBeInTheDocument();
  expect(api.requestsTo('GET /job/applied-jobs')).toHaveLength(2);
  expect(api.requestsTo('GET /account/erasure-request')).toHaveLength(1);
});

test('a shift request that is not on screen is only marked stale: it is asked again when next shown', async () => {
  const client = createTestQueryClient();
  client.setQueryData(queryKeys.poolOffers(), { offers: [] });
  client.setQueryData(queryKeys.myOrganisations(), []);
  await client.invalidateQueries({ queryKey: queryKeys.shiftRequests });
  expect(client.getQueryState(queryKeys.poolOffers())?.isInvalidated).toBe(true);
  expect(client.getQueryState(queryKeys.myOrganisations())?.isInvalidated).toBe(false);
});

test('every key of a workflow list starts with the shift-request prefix', () => {
  const prefix = queryKeys.shiftRequests[0];
  const keys = [
    queryKeys.organisationJobs(),
    queryKeys.calendar(1, 2, undefined),
    queryKeys.job(3),
    queryKeys.applications(3),
    queryKeys.history(3, 1),
    queryKeys.market({ page: 1 }),
    queryKeys.agencyJob(3),
    queryKeys.candidates(3),
    queryKeys.appliedJobs(),
    queryKeys.poolOffers(),
  ];
  for (const key of keys) expect(key[0]).toBe(prefix);
});

test('dataOf answers the body and throws the ApiError; loadStateOf keeps data over an error', async () => {
  await expect(dataOf(Promise.resolve({ data: 1 }))).resolves.toBe(1);
  const error = { message: 'gone', code: 'NOT_FOUND' as const, status: 404 };
  await expect(dataOf(Promise.resolve({ error }))).rejects.toBe(error);
  expect(loadStateOf({ data: undefined, error: null })).toEqual({ status: 'loading' });
  expect(loadStateOf({ data: undefined, error })).toEqual({ status: 'error', error });
  expect(loadStateOf({ data: [1], error })).toEqual({ status: 'loaded', data: [1] });
});

test('the portal’s cache retries a load once without an answer (offline), never one the server answered', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry as (count: number, error: ApiError) => boolean;
  expect(retry(0, { message: 'Failed to fetch' })).toBe(true);
  expect(retry(1, { message: 'Failed to fetch' })).toBe(false);
  expect(retry(0, { message: 'gone', code: 'NOT_FOUND', status: 404 })).toBe(false);
  expect(retry(0, { message: 'boom', code: 'INTERNAL_ERROR', status: 500 })).toBe(false);
});
