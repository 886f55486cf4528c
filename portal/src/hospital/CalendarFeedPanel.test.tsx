import { screen, within } from '@testing-library/react';
import { MY_ORGANISATIONS } from '../testing/job-fixtures';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const feeds = [
  {
    scope: 'organisation',
    id: 7,
    name: 'Klinikum Nord',
    organisationName: 'Klinikum Nord',
    active: false,
    issuedAt: null,
  },
  {
    scope: 'department',
    id: 71,
    name: 'Intensivstation',
    organisationName: 'Klinikum Nord',
    active: true,
    issuedAt: '2026-11-02T09:00:00.000Z',
  },
];

test('settings: create a feed address (shown once, with a copy button) and revoke another', async () => {
  const url = 'https://medstaff.example/api/calendar-feeds/ics/abc.ics';
  const { api } = signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    'GET /calendar-feeds': { body: { feeds } },
    'POST /calendar-feeds/organisation/7': {
      status: 201,
      body: { ...feeds[0], active: true, issuedAt: '2026-11-23T07:00:00.000Z', url },
    },
    'DELETE /calendar-feeds/department/71': { status: 204 },
  });
  const { user } = renderApp('/en/hospital/settings');

  expect(await screen.findByText('Klinikum Nord – Intensivstation')).toBeInTheDocument();
  expect(screen.getByText(/active since 02\/11\/2026/)).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Create address: Klinikum Nord' }));
  const address = await screen.findByRole('textbox', { name: 'Address for Klinikum Nord' });
  expect(address).toHaveValue(url);
  expect(screen.getByRole('button', { name: 'Copy address' })).toBeInTheDocument();
  expect(api.requestsTo('POST /calendar-feeds/organisation/7')).toHaveLength(1);

  await user.click(screen.getByRole('button', { name: 'Revoke: Klinikum Nord – Intensivstation' }));
  expect(
    await screen.findByRole('button', { name: 'Create address: Klinikum Nord – Intensivstation' }),
  ).toBeInTheDocument();
  expect(within(document.body).queryByRole('button', { name: 'Revoke: Klinikum Nord – Intensivstation' })).toBeNull();
});
