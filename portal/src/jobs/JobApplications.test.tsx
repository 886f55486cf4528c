import { screen, waitFor, within } from '@testing-library/react';
import type { JobApplicationWire } from '@medstaff/domain';
import {
  applicant,
  at,
  groupedJobs,
  jobApplicationFixture,
  jobFixture,
  MY_ORGANISATIONS,
} from '../testing/job-fixtures';
import type { MockHandler } from '../testing/mock-api';
import { renderApp } from '../testing/render-app';
import { signedInAs, simulateWideScreen } from '../testing/signed-in';

const released = jobFixture({
  _id: 3,
  title: 'Weekend ICU',
  state: 'external_adv',
  releasedAt: at('2026-11-19', '12:00'),
  applicants: [applicant(1, 'Anna'), applicant(2, 'Ben')],
});

const ben = jobApplicationFixture({
  _id: 502,
  applicantName: 'Ben Beispiel',
  hourlyRate: 70,
  agency: { _id: 4, name: 'MedTeam' },
  candidate: { firstName: 'Ben', lastName: 'Beispiel', qualificationLevel: null },
  state: 'withdrawn',
  documents: [],
});

function setUp(applications: JobApplicationWire[], extra: Record<string, MockHandler> = {}) {
  return signedInAs('ORG_ADMIN', {
    'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
    'GET /organisations/jobs': { body: groupedJobs({ confirmation: [released] }) },
    'GET /job/3/applications': { body: { applications } },
    ...extra,
  });
}

async function openDetails(language = 'en') {
  const view = renderApp(`/${language}/organisations/openLayouts`);
  const expand = language === 'en' ? 'Details of Weekend ICU' : 'Details zu Weekend ICU';
  await view.user.click(await screen.findByRole('button', { name: expand }));
  return view;
}

describe('the applications of a released request', () => {
  test('lists applicant, agency, qualification, rate, time, state and the three documents', async () => {
    setUp([jobApplicationFixture(), ben]);
    await openDetails();

    const table = await screen.findByRole('table', { name: 'Agency applications' });
    const [, anna, benRow] = within(table).getAllByRole('row');
    expect(within(anna).getByText('Anna Muster')).toBeInTheDocument();
    expect(within(anna).getByText('Pflege Plus GmbH')).toBeInTheDocument();
    expect(within(anna).getByText('Fachkraft')).toBeInTheDocument();
    expect(within(anna).getByText('€85.50/h')).toBeInTheDocument();
    expect(within(anna).getByText('20/11/2026 at 09:15')).toBeInTheDocument();
    expect(within(anna).getByText('applied')).toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: 'CV: anna-cv.pdf' })).toBeInTheDocument();
    expect(
      within(anna).getByRole('button', { name: 'Licence to practise (Approbation): approbation.pdf' }),
    ).toBeInTheDocument();
    expect(
      within(anna).getByRole('button', { name: 'Specialist diploma (Facharzturkunde): facharzt.pdf' }),
    ).toBeInTheDocument();
    expect(within(anna).getByRole('button', { name: 'Select Anna Muster' })).toBeEnabled();

    expect(within(benRow).getByText('withdrawn')).toBeInTheDocument();
    expect(within(benRow).getByText('No qualification given')).toBeInTheDocument();
    expect(within(benRow).queryByRole('button', { name: /Select/ })).not.toBeInTheDocument();
  });

  test('a document is fetched with the session cookie and saved under the name the server gives it', async () => {
    const { api } = setUp([jobApplicationFixture()], {
      'GET /documents/5011': {
        body: '%PDF-1.7',
        headers: {
          'Content-Disposition':
            'attachment; filename="Lebenslauf-Weber-Anfrage-1.pdf"; filename*=UTF-8\'\'Lebenslauf-Weber-Anfrage-1.pdf',
        },
      },
    });
    const createObjectURL = jest.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openDetails();

    await user.click(await screen.findByRole('button', { name: 'CV: anna-cv.pdf' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(api.requestsTo('GET /documents/5011')[0].headers.authorization).toBeUndefined();
    expect(createObjectURL).toHaveBeenCalled();
    // Never the uploaded name (anna-cv.pdf): that one is only shown.
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('Lebenslauf-Weber-Anfrage-1.pdf');
    click.mockRestore();
  });

  test('Select asks first, sends the selection and reloads the tables and the applications', async () => {
    let selected = false;
    const { api } = setUp([], {
      'GET /job/3/applications': () => ({
        body: { applications: [jobApplicationFixture({ state: selected ? 'selected' : 'applied' })] },
      }),
      'POST /job/3/select/501': () => {
        selected = true;
        return { body: { ...released, state: 'external_fill' } };
      },
    });
    const { user } = await openDetails();

    await user.click(await screen.findByRole('button', { name: 'Select Anna Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select this applicant?' });
    expect(dialog).toHaveTextContent(
      'Select Anna Muster for this shift? The other applicants are told they were not chosen.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /job/3/select/501')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Select Anna Muster' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Select' }));

    expect(await screen.findByText('selected')).toBeInTheDocument();
    expect(api.requestsTo('POST /job/3/select/501')).toHaveLength(1);
    await waitFor(() => expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Select Anna Muster' })).not.toBeInTheDocument();
  });

  test('a working-time clash is shown before the click and disables Select', async () => {
    setUp([
      jobApplicationFixture({
        workingTimeClash: {
          rule: 'REST',
          shift: { title: 'Night ICU', start: at('2026-11-23', '20:00'), end: at('2026-11-24', '02:00') },
          restHours: 3.5,
        },
      }),
    ]);
    await openDetails();

    const select = await screen.findByRole('button', { name: 'Select Anna Muster' });
    expect(select).toBeDisabled();
    expect(
      screen.getByText(
        'Working hours: Anna Muster already works “Night ICU” on 23/11/2026, 20:00–02:00. Only 3.5 h of rest would remain (at least 11 h required), so selecting is not possible.',
      ),
    ).toBeInTheDocument();
    expect(select).toHaveAccessibleDescription(/Only 3.5 h of rest/);
  });

  test('SHIFT_TAKEN: the API’s message stays in the dialog; closing it reloads the tables', async () => {
    const { api } = setUp([jobApplicationFixture()], {
      'POST /job/3/select/501': {
        status: 409,
        body: { statusCode: 409, code: 'SHIFT_TAKEN', message: 'Another candidate was selected meanwhile.' },
      },
    });
    const { user } = await openDetails();

    await user.click(await screen.findByRole('button', { name: 'Select Anna Muster' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Select' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText('Another candidate was selected meanwhile.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requestsTo('GET /job/3/applications')).toHaveLength(2));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(api.requestsTo('GET /organisations/jobs')).toHaveLength(2));
  });

  test.each([
    [
      'AGENCY_PERMIT_MISSING',
      'This agency has not entered its permit for temporary agency work (§1 AÜG) yet, so it cannot be selected.',
    ],
    [
      'LEASING_LIMIT_REACHED',
      'Anna Muster would work for this hospital through the agency for more than 18 months in a row (§1 Abs. 1b AÜG).',
    ],
  ])('%s: the API’s message is shown in the select dialog', async (code, message) => {
    setUp([jobApplicationFixture()], {
      'POST /job/3/select/501': { status: 409, body: { statusCode: 409, code, message } },
    });
    const { user } = await openDetails();

    await user.click(await screen.findByRole('button', { name: 'Select Anna Muster' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Select' }));

    const dialog = screen.getByRole('dialog');
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
  });

  test('a failed load says why and offers to try again', async () => {
    let calls = 0;
    setUp([], {
      'GET /job/3/applications': () =>
        calls++ === 0
          ? { status: 500, body: { statusCode: 500, code: 'INTERNAL_ERROR', message: 'Something went wrong.' } }
          : { body: { applications: [jobApplicationFixture()] } },
    });
    const { user } = await openDetails();

    expect(await screen.findByText('Something went wrong.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'CV: anna-cv.pdf' })).toBeInTheDocument();
  });

  test('on a phone, in German: cards with the rate as "85,50 €/Std."', async () => {
    const restore = simulateWideScreen();
    setUp([jobApplicationFixture()]);
    await openDetails('de');

    expect(await screen.findByText(/85,50\s€\/Std\./)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('beworben')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lebenslauf: anna-cv.pdf' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anna Muster auswählen' })).toBeInTheDocument();
    restore();
  });
});
