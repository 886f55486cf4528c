import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { at, jobFixture, MY_ORGANISATIONS } from '../testing/job-fixtures';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';

const baseHandlers = {
  'GET /organisations/mine': { body: { organisations: MY_ORGANISATIONS } },
  'GET /positions': { body: { positions: [] } },
  'GET /organisations/jobs': { body: { offeneShifts: [], confirmation: [], externeAnfagen: [] } },
  'GET /calendar-feeds': { body: { feeds: [] } },
};

async function chooseOption(user: ReturnType<typeof renderApp>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('posting a request', () => {
  test('an empty nurse request shows what is missing beside each field and sends nothing', async () => {
    const { api } = signedInAs('ORG_ADMIN', baseHandlers);
    const { user } = renderApp('/en/organisations/jobUpload');

    await user.click(await screen.findByRole('button', { name: 'Post request' }));

    expect(await screen.findByText('Please enter a title.')).toBeInTheDocument();
    expect(screen.getByText('Please choose the department (station).')).toBeInTheDocument();
    expect(screen.getByText('Please add at least one day.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveFocus();
    expect(api.requestsTo('POST /job')).toHaveLength(0);
  });

  // A whole form through MUI: give a busy machine time.
  jest.setTimeout(45000);

  test('the nurse form posts the spec’s payload and lands on the dashboard', async () => {
    const { api } = signedInAs('ORG_ADMIN', { ...baseHandlers, 'POST /job': { status: 201, body: jobFixture() } });
    const { user, router } = renderApp('/en/organisations/jobUpload');

    fireEvent.change(await screen.findByRole('textbox', { name: /Title/ }), { target: { value: 'Night shift ICU' } });
    // One organisation: chosen already; the station selector is enabled because it has departments.
    await chooseOption(user, /Department/, 'Intensivstation');
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('Last day (optional)'), { target: { value: '2026-11-25' } });
    await user.click(screen.getByRole('button', { name: 'Add days' }));
    await user.click(screen.getAllByRole('button', { name: 'Fixed shift 05:30–19:30' })[1]);
    fireEvent.change(screen.getByRole('textbox', { name: /Skills and qualifications/ }), {
      target: { value: 'Intensiv, Beatmung' },
    });
    await user.click(screen.getByRole('button', { name: 'Post request' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/hospital'));
    const [request] = api.requestsTo('POST /job');
    expect(request.body).toMatchObject({
      kind: 'NURSE',
      title: 'Night shift ICU',
      organisation: 7,
      orig_dept: 71,
      state: 'internal_adv',
      applicants: [],
      jobType: ['Tagdienst'],
      timeLimit: 0,
      skills: ['Intensiv', 'Beatmung'],
      dates: [
        {
          date: { startDate: at('2026-11-24', '12:00'), endDate: at('2026-11-25', '12:00'), activity: '12:00–12:00' },
          type: 'Neue_Dienstanfrage',
        },
        {
          date: { startDate: at('2026-11-25', '05:30'), endDate: at('2026-11-25', '19:30'), activity: '05:30–19:30' },
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
  });

  test('a last day before the first is refused where it is typed', async () => {
    signedInAs('ORG_ADMIN', baseHandlers);
    renderApp('/en/organisations/jobUpload');
    fireEvent.change(await screen.findByLabelText('First day'), { target: { value: '2026-11-24' } });
    fireEvent.change(screen.getByLabelText('Last day (optional)'), { target: { value: '2026-11-20' } });
    expect(screen.getByText('The last day cannot be before the first.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add days' })).toBeDisabled();
  });

  test('the doctor form sends the pay as salary lines, in German', async () => {
    const { api } = signedInAs('ORG_ADMIN', { ...baseHandlers, 'POST /job': { status: 201, body: jobFixture() } });
    const { user, router } = renderApp('/de/hospital/create-job');

    await user.click(await screen.findByRole('button', { name: 'Vertretungsarzt' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Titel/ }), { target: { value: 'Vertretung Neurologie' } });
    await chooseOption(user, /Fachgebiet/, 'Neurologie');
    await user.click(screen.getByRole('button', { name: 'Sporadisch (ab einem Tag)' }));
    expect(screen.getByText('Ohne Enddatum läuft die Anfrage mit offenem Ende.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Vergütung Aktiv/ }), '80');
    await user.type(screen.getByRole('textbox', { name: /Vergütung Passiv/ }), '35,50');
    expect(screen.getByRole('checkbox', { name: 'Facharzt' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Ab Sofort' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Anfrage einstellen' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/de/hospital'));
    expect(api.requestsTo('POST /job')[0].body).toMatchObject({
      kind: 'DOCTOR',
      state: 'external_adv',
      field: 'Neurologie',
      accomodation: true,
      dateMode: 'SPORADIC',
      // No end day: an open end.
      dates: [{ date: expect.objectContaining({ endDate: null }), type: 'vertretungsarzt' }],
      salary: [
        { activity: 'Aktiv', cost: 80 },
        { activity: 'Passiv', cost: 35.5 },
      ],
      skills: ['Facharzt', 'Assistenzarzt', 'Ab Sofort'],
    });
  });

  test('a server refusal is shown above the button', async () => {
    signedInAs('ORG_ADMIN', {
      ...baseHandlers,
      'POST /job': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['The department does not belong to the organisation.'],
        },
      },
    });
    const { user } = renderApp('/en/organisations/jobUpload');
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'X');
    await chooseOption(user, /Department/, 'Chirurgie');
    await user.click(screen.getByRole('button', { name: 'Sporadic (from a day)' }));
    await user.click(screen.getByRole('button', { name: 'Post request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The department does not belong to the organisation.');
  });
});

describe('editing a request', () => {
  test('an open-ended period loads with an empty end and is saved as an open end', async () => {
    const job = jobFixture({
      _id: 43,
      title: 'Vertretung',
      version: 2,
      dateMode: 'SPORADIC',
      dates: [
        {
          _id: 1,
          date: { startDate: at('2026-11-30', '08:00'), endDate: null, activity: '' },
          type: 'Neue_Dienstanfrage',
        },
      ],
    });
    const { api } = signedInAs('ORG_ADMIN', {
      ...baseHandlers,
      'GET /job/43': { body: job },
      'PUT /job/43': { status: 200, body: { ...job, version: 3 } },
    });
    const { user, router } = renderApp('/en/organisations/jobUpdate/43');

    expect(await screen.findByLabelText('From')).toHaveValue('2026-11-30');
    expect(screen.getByLabelText('Until (optional)')).toHaveValue('');
    expect(screen.getByText('No end day: the request runs with an open end.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/hospital'));
    expect(api.requestsTo('PUT /job/43')[0].body).toMatchObject({
      version: 2,
      dateMode: 'SPORADIC',
      dates: [{ date: { startDate: at('2026-11-30', '00:00'), endDate: null } }],
    });
  });

  test('loads it by id, and a stale edit offers to reload', async () => {
    const job = jobFixture({ _id: 42, title: 'Früh', version: 3 });
    let reads = 0;
    const { api } = signedInAs('ORG_ADMIN', {
      ...baseHandlers,
      'GET /job/42': () => ({
        body: { ...job, version: job.version + reads++, title: reads > 1 ? 'Früh (geändert)' : 'Früh' },
      }),
      'PUT /job/42': { status: 409, body: { statusCode: 409, code: 'STALE_VERSION', message: 'Stale' } },
    });
    const { user } = renderApp('/en/organisations/jobUpdate/42');

    const title = await screen.findByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Früh');
    await user.clear(title);
    await user.type(title, 'Spät');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Someone else changed this request');
    expect(api.requestsTo('PUT /job/42')[0].body).toMatchObject({ title: 'Spät', version: 3 });
    await user.click(within(alert).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByDisplayValue('Früh (geändert)')).toBeInTheDocument();
  });

  test('ASSIGNMENT_DATES_LOCKED: the API’s message is shown beside the save button, without Reload', async () => {
    const message =
      'This request has an assignment: its dates and times can no longer be edited. Propose a change to the assignment instead; title and description stay editable.';
    signedInAs('ORG_ADMIN', {
      ...baseHandlers,
      'GET /job/42': { body: jobFixture({ _id: 42, title: 'Früh', version: 3 }) },
      'PUT /job/42': { status: 409, body: { statusCode: 409, code: 'ASSIGNMENT_DATES_LOCKED', message } },
    });
    const { user } = renderApp('/en/organisations/jobUpdate/42');

    await user.type(await screen.findByRole('textbox', { name: /Title/ }), '!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeInTheDocument();
  });
});
