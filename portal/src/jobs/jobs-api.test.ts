import { createApiClient } from '../api/client';
import { mockApi } from '../testing/mock-api';
import { canManageJob, jobsApi, myOrganisationsOf } from './jobs-api';

test('an organisation admin’s memberships, confirmed or not, with their departments', () => {
  expect(
    myOrganisationsOf({
      organisations: [
        {
          _id: 7,
          name: 'Klinikum Nord',
          confirmed: true,
          canManageJobs: true,
          departments: [{ _id: 71, name: 'ITS' }],
        },
        { _id: 8, name: 'Klinik Süd', confirmed: false, canManageJobs: false, departments: [] },
      ],
      departments: [],
    }),
  ).toEqual([
    { _id: 7, name: 'Klinikum Nord', confirmed: true, canManage: true, departments: [{ _id: 71, name: 'ITS' }] },
    { _id: 8, name: 'Klinik Süd', confirmed: false, canManage: false, departments: [] },
  ]);
});

test('a department user’s departments are grouped under their organisation', () => {
  expect(
    myOrganisationsOf({
      organisations: [],
      departments: [
        { _id: 71, name: 'ITS', organisation: { _id: 7, name: 'Klinikum Nord' }, canManageJobs: true },
        { _id: 72, name: 'Chirurgie', organisation: { _id: 7, name: 'Klinikum Nord' }, canManageJobs: true },
      ],
    }),
  ).toEqual([
    {
      _id: 7,
      name: 'Klinikum Nord',
      confirmed: true,
      canManage: false,
      departments: [
        { _id: 71, name: 'ITS', canManageJobs: true },
        { _id: 72, name: 'Chirurgie', canManageJobs: true },
      ],
    },
  ]);
});

test('a request is managed by its organisation’s admin or by its own department’s user', () => {
  const admin = myOrganisationsOf({
    organisations: [{ _id: 7, name: 'Nord', confirmed: true, canManageJobs: true, departments: [] }],
    departments: [],
  });
  const ward = myOrganisationsOf({
    organisations: [],
    departments: [{ _id: 71, name: 'ITS', organisation: { _id: 7, name: 'Nord' }, canManageJobs: true }],
  });
  const job = (department: number | null) => ({
    organisation: { _id: 7, name: 'Nord' },
    orig_dept: department === null ? null : { _id: department, name: 'x' },
  });
  expect(canManageJob(admin, job(72))).toBe(true);
  expect(canManageJob(ward, job(71))).toBe(true);
  expect(canManageJob(ward, job(72))).toBe(false);
  expect(canManageJob(ward, job(null))).toBe(false);
  expect(canManageJob(ward, { ...job(71), organisation: { _id: 8, name: 'Süd' } })).toBe(false);
});

test('the calendar asks for its range in milliseconds, with the department only when chosen', async () => {
  const answer = { from: 1, to: 2, jobs: [], truncated: false };
  const api = mockApi({ 'GET /organisations/calendar': { body: answer } });
  const client = createApiClient({ language: 'en' });

  expect(await jobsApi.calendar(client, { from: 1_793_487_600_000, to: 1_797_116_400_000 })).toEqual({ data: answer });
  await jobsApi.calendar(client, { from: 1_793_487_600_000, to: 1_797_116_400_000, department: 72 });

  expect(api.requestsTo('GET /organisations/calendar').map((request) => request.query)).toEqual([
    '?from=1793487600000&to=1797116400000',
    '?from=1793487600000&to=1797116400000&department=72',
  ]);
});
