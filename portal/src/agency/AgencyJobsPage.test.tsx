import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { at } from '../testing/job-fixtures';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { agencyJobFixture, candidateFixture } from './agency-fixtures';

const found = (jobs = [agencyJobFixture({ _id: 5, title: 'Night shift ICU' })], total = jobs.length) => ({
  body: { jobs, total, page: 1, pageSize: 20 },
});

describe('New Jobs', () => {
  test('while the agency has no permit, a notice says why and links to the settings', async () => {
    signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': found(),
      'GET /agency/permit': { body: { agencyId: 9, authority: null, issuedOn: null } },
    });
    const { user, router } = renderApp('/en/agency/jobs');

    expect(
      await screen.findByText(
        'Hospitals cannot select your candidates until your permit for temporary agency work (§1 AÜG) is entered.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Enter the permit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/settings'));
  });

  test('with a permit there is no notice', async () => {
    signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': found(),
      'GET /agency/permit': { body: { agencyId: 9, authority: 'BA', issuedOn: '2020-01-01' } },
    });
    renderApp('/en/agency/jobs');
    expect(await screen.findByText('Night shift ICU')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Enter the permit' })).not.toBeInTheDocument());
    expect(screen.queryByText(/until your permit for temporary agency work/)).not.toBeInTheDocument();
  });

  test('lists the released requests with hospital, city, department and days', async () => {
    signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': found([agencyJobFixture({ _id: 5, title: 'Night shift ICU', applicants: [] })]),
    });
    renderApp('/en/agency/jobs');

    expect(await screen.findByText('Night shift ICU')).toBeInTheDocument();
    expect(screen.getByText('Klinikum Nord, Berlin')).toBeInTheDocument();
    expect(screen.getByText('Intensivstation')).toBeInTheDocument();
    expect(screen.getByText('24/11/2026')).toBeInTheDocument();
  });

  test('a card names the hospital’s city from the organisation', async () => {
    signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': found([
        agencyJobFixture({
          _id: 5,
          title: 'Night shift ICU',
          organisation: { _id: 8, name: 'Klinik am See', address: 'Seeweg 2', city: 'Potsdam' },
        }),
      ]),
    });
    renderApp('/en/agency/jobs');

    expect(await screen.findByText('Klinik am See, Potsdam')).toBeInTheDocument();
  });

  test('Search sends the filter, keeps it in the URL and an empty answer says how to widen it', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': found(),
      'POST /job/find': found([]),
    });
    const { user, router } = renderApp('/en/agency/jobs');
    await screen.findByText('Night shift ICU');

    fireEvent.change(screen.getByLabelText('Postcode or city'), { target: { value: 'Berlin' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-12-01' } });
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No released shifts match')).toBeInTheDocument();
    expect(screen.getByText(/Widen the filter/)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?from=2026-12-01&place=Berlin');
    expect(api.requestsTo('POST /job/find')[0].body).toEqual({
      from: Date.parse('2026-11-30T23:00:00Z'),
      place: 'Berlin',
      page: 1,
      pageSize: 20,
    });
  });

  test('the selects choose field, position, kind and contract type, and Reset clears them', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /positions': {
        body: { positions: [{ id: 3, code: 'oberarzt', name: { de: 'Oberarzt', en: 'Senior physician' } }] },
      },
      'GET /job': found(),
      'POST /job/find': found([]),
    });
    const { user, router } = renderApp('/en/agency/jobs');
    await screen.findByText('Night shift ICU');
    await screen.findByRole('option', { name: 'Senior physician' });

    await user.selectOptions(screen.getByLabelText('Field'), 'Neurologie');
    await user.selectOptions(screen.getByLabelText('Position'), 'Senior physician');
    await user.selectOptions(screen.getByLabelText('Kind of request'), 'Substitute doctor');
    await user.selectOptions(screen.getByLabelText('Contract type'), 'Fixed-term employment');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(api.requestsTo('POST /job/find')).toHaveLength(1));
    expect(api.requestsTo('POST /job/find')[0].body).toMatchObject({
      field: 'Neurologie',
      position: 'oberarzt',
      kind: 'DOCTOR',
      contractType: 'BefristeteAnstellung',
    });
    expect(new URLSearchParams(router.state.location.search).get('contractType')).toBe('BefristeteAnstellung');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Kind of request')).toHaveValue('');
    expect(screen.getByLabelText('Field')).toHaveValue('');
    await waitFor(() => expect(router.state.location.search).toBe(''));

    // Back in the browser's history: the form shows the filter of the URL again.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByLabelText('Contract type')).toHaveValue('BefristeteAnstellung'));
    expect(screen.getByLabelText('Field')).toHaveValue('Neurologie');
  });

  test('a filter in the URL is sent on load, and paging asks for the next page', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'POST /job/find': found([agencyJobFixture({ _id: 6, title: 'Day shift' })], 45),
    });
    const { user, router } = renderApp('/en/agency/jobs?kind=DOCTOR');
    await screen.findByText('Day shift');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));

    await waitFor(() => expect(api.requestsTo('POST /job/find')).toHaveLength(2));
    expect(api.requestsTo('POST /job/find')[1].body).toMatchObject({ kind: 'DOCTOR', page: 2 });
    expect(router.state.location.search).toBe('?kind=DOCTOR&page=2');
  });

  test('an error is shown where the list would be', async () => {
    signedInAs('AGENCY', {
      'GET /positions': { body: { positions: [] } },
      'GET /job': { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something broke' } },
    });
    renderApp('/en/agency/jobs');

    expect(await screen.findByText('Something broke')).toBeInTheDocument();
  });

  test('the detail shows times, address, pay and accommodation', async () => {
    signedInAs('AGENCY', {
      'GET /job/5': {
        body: agencyJobFixture({
          _id: 5,
          title: 'Neurology cover',
          kind: 'DOCTOR',
          accomodation: true,
          field: 'neurologie',
          salary: [{ _id: 1, activity: 'Aktiv', cost: 80 }],
        }),
      },
      'GET /fields': {
        body: {
          fields: [{ id: 1, code: 'neurologie', name: { de: 'Neurologie', en: 'Neurology' }, jobKind: 'DOCTOR' }],
        },
      },
    });
    renderApp('/en/agency/jobs/5');

    expect(await screen.findByRole('heading', { name: 'Neurology cover' })).toBeInTheDocument();
    expect(screen.getByText('24/11/2026 05:30 – 24/11/2026 19:30')).toBeInTheDocument();
    expect(screen.getByText(/Hauptstraße 1, 10115, Berlin, Deutschland/)).toBeInTheDocument();
    expect(screen.getByText('Aktiv: €80.00 per hour')).toBeInTheDocument();
    expect(screen.getByText('Yes')).toBeInTheDocument();
    // The field's reference code is shown by its name.
    expect(await screen.findByText('Neurology')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toHaveAttribute('href', '/en/agency/jobs/5/apply');
  });

  test('the detail says why not yet when the shift is no longer open to agencies', async () => {
    signedInAs('AGENCY', {
      'GET /job/5': { body: agencyJobFixture({ _id: 5, title: 'Neurology cover', state: 'external_fill' }) },
      'GET /agency/candidates': { body: { candidates: [candidateFixture()], invitations: [] } },
    });
    renderApp('/en/agency/jobs/5');

    expect(await screen.findByText('Why not yet')).toBeInTheDocument();
    expect(screen.getByText('No longer open to agencies: the shift has been filled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Apply' })).not.toBeInTheDocument();
  });

  test('the detail says why not yet when every candidate has already applied', async () => {
    const { api } = signedInAs('AGENCY', {
      'GET /job/5': { body: agencyJobFixture({ _id: 5, title: 'Neurology cover' }) },
      'GET /agency/candidates': {
        body: {
          candidates: [candidateFixture({ alreadyApplied: true }), candidateFixture({ _id: 32, alreadyApplied: true })],
          invitations: [],
        },
      },
    });
    renderApp('/en/agency/jobs/5');

    expect(await screen.findByText(/All your candidates have already applied for this shift/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(api.requestsTo('GET /agency/candidates')[0].query).toBe('?jobId=5');
  });

  test('the detail asks again every 30 s: a hospital’s new time shows without a reload', async () => {
    jest.useFakeTimers({ doNotFake: ['Date'] });
    try {
      let start = '05:30';
      const job = () =>
        agencyJobFixture({
          _id: 5,
          title: 'Neurology cover',
          dates: [
            {
              _id: 1,
              date: { startDate: at('2026-11-24', start), endDate: at('2026-11-24', '19:30'), activity: '' },
              type: 'Neue_Dienstanfrage',
            },
          ],
        });
      const { api } = signedInAs('AGENCY', {
        'GET /job/5': () => ({ body: job() }),
        'GET /agency/candidates': { body: { candidates: [candidateFixture()], invitations: [] } },
        'GET /fields': { body: { fields: [] } },
      });
      renderApp('/en/agency/jobs/5', undefined, { fakeTimers: true });
      expect(await screen.findByText('24/11/2026 05:30 – 24/11/2026 19:30')).toBeInTheDocument();

      start = '07:00';
      await act(() => jest.advanceTimersByTimeAsync(29_000));
      expect(api.requestsTo('GET /job/5')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(1_000));

      expect(await screen.findByText('24/11/2026 07:00 – 24/11/2026 19:30')).toBeInTheDocument();
      expect(api.requestsTo('GET /job/5')).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });
});
