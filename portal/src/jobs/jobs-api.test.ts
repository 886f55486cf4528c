import { myOrganisationsOf } from './jobs-api';

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
        { _id: 71, name: 'ITS' },
        { _id: 72, name: 'Chirurgie' },
      ],
    },
  ]);
});
