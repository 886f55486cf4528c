import { screen, waitFor, within } from '@testing-library/react';
import type { JobWire } from '@medstaff/domain';
import { at, groupedJobs, historyEntryFixture, jobFixture, MY_ORGANISATIONS } from '../testing/job-fixtures';
import type { MockHandler } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const NOW = at('2026-11-23', '10:00');
const MINUTE = 60_000;

/** `GET /organisations/mine` answers `canManageJobs`; without it a confirmed admin may manage. */
function setUp(jobs: JobWire[], extra: Record<string, MockHandler> = {}, organisations: object[] = MY_ORGANISATIONS) {
  const applications = Object.fromEntries(
    jobs.map((job) => [`GET /job/${job._id}/applications`, { body: { applications: [] } }]),
  );
  return signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations } },
    'GET /organisations/jobs': { body: groupedJobs({ offeneShifts: jobs }) },
    ...applications,
    ...extra,
  });
}

async function openDetails(title: string) {
  const view = renderApp('/en/organisations/allApplicants');
  await view.user.click(await screen.findByRole('button', { name: `Details of ${title}` }));
  return view;
}

describe('"Why not yet"', () => {
  let now: jest.SpyInstance;
  beforeEach(() => {
    now = jest.spyOn(Date, 'now').mockReturnValue(NOW);
  });
  afterEach(() => now.mockRestore());

  test('says for every availability where the request stands', async () => {
    setUp([
      jobFixture({ _id: 1, title: 'Countdown', releaseDueAt: NOW + 200 * MINUTE }),
      jobFixture({ _id: 2, title: 'By hand', releaseDueAt: null }),
      jobFixture({ _id: 3, title: 'Overdue', releaseDueAt: NOW - MINUTE }),
      jobFixture({ _id: 4, title: 'Released', state: 'external_adv', releasedAt: at('2026-11-22', '14:05') }),
      jobFixture({ _id: 5, title: 'Pool filled', state: 'internal_fill', filledAt: at('2026-11-21', '07:30') }),
      jobFixture({ _id: 6, title: 'Agency filled', state: 'external_fill', filledAt: at('2026-11-22', '16:45') }),
    ]);
    const { user } = renderApp('/en/organisations/allApplicants');
    await screen.findByRole('table', { name: /Open shifts/ });
    await user.click(screen.getByLabelText('Show all details'));

    const lines = (await screen.findAllByTestId('job-availability')).map((line) => line.textContent);
    expect(lines).toEqual([
      'With the internal pool — goes to agencies in 3 h 20 min',
      'With the internal pool — released to agencies by hand only',
      'With the internal pool — release to agencies due now',
      'Open to agencies since 22/11/2026 at 14:05',
      'Filled by the internal pool on 21/11/2026 at 07:30',
      'Filled by an agency applicant on 22/11/2026 at 16:45',
    ]);
  });
});

describe('release and recall', () => {
  test('"Release to agencies now" explains the consequence, releases and reloads the tables', async () => {
    let released = false;
    const pooled = jobFixture({ _id: 1, title: 'Night ICU', releaseDueAt: null });
    const { api } = setUp([pooled], {
      'GET /organisations/jobs': () => ({
        body: groupedJobs({
          offeneShifts: [released ? { ...pooled, state: 'external_adv', releasedAt: NOW, version: 2 } : pooled],
        }),
      }),
      'POST /job/1/release': () => {
        released = true;
        return { body: { ...pooled, state: 'external_adv', releasedAt: NOW, version: 2 } };
      },
    });
    const { user } = await openDetails('Night ICU');

    await user.click(await screen.findByRole('button', { name: 'Release to agencies now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release to agencies now?' });
    expect(dialog).toHaveTextContent(/“Night ICU” leaves the internal pool at once/);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /job/1/release')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Release to agencies now' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Release' }));

    expect(await screen.findByText(/^Open to agencies since/)).toBeInTheDocument();
    expect(api.requestsTo('POST /job/1/release')).toHaveLength(1);
    expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Release to agencies now' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Withdraw release' })).toBeInTheDocument();
  });

  test('"Withdraw release" asks first and sends the recall', async () => {
    const open = jobFixture({ _id: 2, title: 'Day ward', state: 'external_adv', releasedAt: NOW });
    const { api } = setUp([open], {
      'POST /job/2/recall': { body: { ...open, state: 'internal_adv', releasedAt: null, version: 2 } },
    });
    const { user } = await openDetails('Day ward');

    await user.click(await screen.findByRole('button', { name: 'Withdraw release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw the release?' });
    expect(dialog).toHaveTextContent(/Agencies no longer see “Day ward”/);
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw release' }));

    await waitFor(() => expect(api.requestsTo('POST /job/2/recall')).toHaveLength(1));
    await waitFor(() => expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2));
  });

  test('JOB_HAS_APPLICATIONS: the API’s message in the dialog, the tables reload on closing', async () => {
    const open = jobFixture({ _id: 2, title: 'Day ward', state: 'external_adv', releasedAt: NOW });
    const { api } = setUp([open], {
      'POST /job/2/recall': {
        status: 409,
        body: { statusCode: 409, code: 'JOB_HAS_APPLICATIONS', message: 'An agency has applied meanwhile.' },
      },
    });
    const { user } = await openDetails('Day ward');

    await user.click(await screen.findByRole('button', { name: 'Withdraw release' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw release' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('An agency has applied meanwhile.');
    expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2));
  });

  test('no release or recall for members who cannot manage the organisation’s requests', async () => {
    setUp(
      [
        jobFixture({ _id: 1, title: 'Night ICU' }),
        jobFixture({ _id: 2, title: 'Day ward', state: 'external_adv', releasedAt: NOW }),
      ],
      {},
      [{ ...MY_ORGANISATIONS[0], canManageJobs: false }],
    );
    const { user } = renderApp('/en/organisations/allApplicants');
    await screen.findByRole('table', { name: /Open shifts/ });
    await user.click(screen.getByLabelText('Show all details'));

    expect(await screen.findAllByTestId('job-availability')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Release to agencies now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw release' })).not.toBeInTheDocument();
  });
});

describe('history', () => {
  test('opens to the entries, newest first, with actors and readable sentences', async () => {
    const { api } = setUp([jobFixture({ _id: 1, title: 'Night ICU' })], {
      'GET /job/1/history': {
        body: {
          entries: [
            historyEntryFixture({
              _id: 4,
              action: 'release',
              at: at('2026-11-22', '18:00'),
              actor: null,
              field: 'state',
              oldValue: 'internal_adv',
              newValue: 'external_adv',
            }),
            historyEntryFixture({
              _id: 3,
              action: 'update',
              at: at('2026-11-21', '11:00'),
              field: 'title',
              oldValue: 'Night',
              newValue: 'Night ICU',
            }),
            historyEntryFixture({ _id: 2, action: 'reassign', at: at('2026-11-20', '09:00'), field: null }),
            historyEntryFixture({ _id: 1 }),
          ],
        },
      },
    });
    const { user } = await openDetails('Night ICU');
    expect(api.requestsTo('GET /job/1/history')).toHaveLength(0);

    await user.click(await screen.findByRole('button', { name: 'Show history' }));

    const history = screen.getByRole('region', { name: 'History' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '22/11/2026 at 18:00 · Automatic (time limit) released the request to agencies (state: internal_adv → external_adv)',
      '21/11/2026 at 11:00 · Olga Admin changed the request (title: Night → Night ICU)',
      '20/11/2026 at 09:00 · Olga Admin: reassign',
      '20/11/2026 at 08:00 · Olga Admin created the request',
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide history' }));
    expect(screen.getByRole('button', { name: 'Show history' })).toHaveAttribute('aria-expanded', 'false');
  });
});
