import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../testing/render-app';
import { signedInAs } from '../testing/signed-in';
import { at } from '../testing/job-fixtures';
import {
  agencyJobFixture,
  appliedJobFixture,
  candidateFixture,
  candidateInvitationFixture,
  documentFixture,
} from './agency-fixtures';

const pdf = (name: string) => new File(['%PDF-1.7 test'], name, { type: 'application/pdf' });

const handlers = {
  'GET /job/5': { body: agencyJobFixture({ _id: 5, title: 'Night shift ICU' }) },
  'GET /agency/candidates': { body: { candidates: [candidateFixture()], invitations: [] } },
  'GET /job/applied-jobs': { body: { applications: [] } },
};

async function fillForm(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('combobox', { name: /Candidate/ }));
  await user.click(await screen.findByRole('option', { name: /^Anna Muster/ }));
  fireEvent.change(screen.getByRole('textbox', { name: /Hourly rate/ }), { target: { value: '42,50' } });
  await user.upload(screen.getByLabelText(/^CV/), pdf('cv.pdf'));
  await user.upload(screen.getByLabelText(/^Licence to practise/), pdf('licence.pdf'));
  await user.upload(screen.getByLabelText(/^Specialist diploma/), pdf('diploma.pdf'));
}

describe('applying', () => {
  jest.setTimeout(30000);

  test('an empty form shows the spec’s messages beside each field and uploads nothing', async () => {
    const { api } = signedInAs('AGENCY', handlers);
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('Name required')).toBeInTheDocument();
    expect(screen.getAllByText('Required')).toHaveLength(2);
    expect(screen.getAllByText('Please upload all the required files')).toHaveLength(3);
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('a file that is not a PDF is refused before upload', async () => {
    const { api } = signedInAs('AGENCY', handlers);
    const { user } = renderApp('/en/agency/jobs/5/apply');
    const input = await screen.findByLabelText(/^CV/);

    fireEvent.change(input, { target: { files: [new File(['\x89PNG'], 'scan.pdf', { type: 'application/pdf' })] } });

    expect(await screen.findByText('Only PDF files can be uploaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('a complete application is uploaded and lands on Applied Jobs', async () => {
    const { api } = signedInAs('AGENCY', {
      ...handlers,
      'POST /job/apply/5': { status: 201, body: appliedJobFixture() },
    });
    const { user, router } = renderApp('/en/agency/jobs/5/apply');

    await fillForm(user);
    expect(screen.getByRole('textbox', { name: /Applicant name/ })).toHaveValue('Anna Muster');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/applied-jobs'));
    expect(api.requestsTo('POST /job/apply/5')[0].body).toEqual({
      candidateId: '31',
      applicantName: 'Anna Muster',
      hourlyRate: '42.5',
      cv: { name: 'cv.pdf', type: 'application/pdf', size: 13 },
      licence: { name: 'licence.pdf', type: 'application/pdf', size: 13 },
      diploma: { name: 'diploma.pdf', type: 'application/pdf', size: 13 },
    });
  });

  test('a second application of the same candidate is refused with the code’s text', async () => {
    signedInAs('AGENCY', {
      ...handlers,
      'POST /job/apply/5': {
        status: 409,
        body: { statusCode: 409, code: 'ALREADY_APPLIED', message: 'Already applied' },
      },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('This candidate has already applied for this shift')).toBeInTheDocument();
  });
});

describe('applying with documents on file and new candidates', () => {
  jest.setTimeout(30000);

  const withCandidates = (...candidates: ReturnType<typeof candidateFixture>[]) => ({
    ...handlers,
    'GET /agency/candidates': { body: { candidates, invitations: [] } },
    'POST /job/apply/5': { status: 201, body: appliedJobFixture() },
  });

  async function chooseCandidate(user: ReturnType<typeof renderApp>['user'], name: RegExp) {
    await user.click(await screen.findByRole('combobox', { name: /Candidate/ }));
    await user.click(await screen.findByRole('option', { name }));
  }

  test('the candidates are asked for this request, and the picker says what each one lacks', async () => {
    const { api } = signedInAs(
      'AGENCY',
      withCandidates(
        candidateFixture({ documents: [documentFixture('CV')] }),
        candidateFixture({
          _id: 32,
          firstName: 'Ben',
          lastName: 'Berg',
          documents: [
            documentFixture('CV'),
            documentFixture('LICENCE_TO_PRACTISE'),
            documentFixture('SPECIALIST_DIPLOMA'),
          ],
        }),
      ),
    );
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('combobox', { name: /Candidate/ }));

    expect(await screen.findByRole('option', { name: /Anna Muster/ })).toHaveTextContent(
      'Missing: Licence to practise, Specialist diploma',
    );
    expect(screen.getByRole('option', { name: /Ben Berg/ })).toHaveTextContent('All documents on file');
    expect(api.requestsTo('GET /agency/candidates')[0].query).toBe('?jobId=5');
  });

  test('with all documents on file the application is sent without files, and a replaced one is sent alone', async () => {
    const { api } = signedInAs(
      'AGENCY',
      withCandidates(
        candidateFixture({
          documents: [
            documentFixture('CV'),
            documentFixture('LICENCE_TO_PRACTISE'),
            documentFixture('SPECIALIST_DIPLOMA'),
          ],
        }),
      ),
    );
    const { user, router } = renderApp('/en/agency/jobs/5/apply');

    await chooseCandidate(user, /^Anna Muster/);
    expect(screen.getByText('CV: On file: lebenslauf.pdf (240 KB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download lebenslauf.pdf' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /Hourly rate/ }), { target: { value: '50' } });
    await user.upload(screen.getByLabelText(/^Replace CV/), pdf('new-cv.pdf'));
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/agency/applied-jobs'));
    expect(api.requestsTo('POST /job/apply/5')[0].body).toEqual({
      candidateId: '31',
      applicantName: 'Anna Muster',
      hourlyRate: '50',
      cv: { name: 'new-cv.pdf', type: 'application/pdf', size: 13 },
    });
  });

  test('a kind neither on file nor uploaded gets the spec’s message and nothing is sent', async () => {
    const { api } = signedInAs('AGENCY', withCandidates(candidateFixture({ documents: [documentFixture('CV')] })));
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await chooseCandidate(user, /^Anna Muster/);
    fireEvent.change(screen.getByRole('textbox', { name: /Hourly rate/ }), { target: { value: '50' } });
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(await screen.findAllByText('Please upload all the required files')).toHaveLength(2);
    expect(screen.getByLabelText(/^Replace CV/)).not.toBeRequired();
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('a candidate who already applied cannot be chosen', async () => {
    signedInAs(
      'AGENCY',
      withCandidates(
        candidateFixture({ alreadyApplied: true }),
        candidateFixture({ _id: 32, firstName: 'Ben', lastName: 'Berg' }),
      ),
    );
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('combobox', { name: /Candidate/ }));

    const anna = await screen.findByRole('option', { name: /Anna Muster/ });
    expect(anna).toHaveTextContent('already applied');
    expect(anna).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('option', { name: /Ben Berg/ })).not.toHaveAttribute('aria-disabled', 'true');
  });

  test('a working-time clash is named before submitting and Apply stays disabled', async () => {
    // 20:00 Berlin time, shown as such in New York (the suite's zone) too.
    const start = at('2026-11-23', '20:00');
    const { api } = signedInAs(
      'AGENCY',
      withCandidates(
        candidateFixture({
          workingTimeClash: {
            rule: 'REST',
            shift: { title: 'Late shift ER', start, end: start + 4 * 3_600_000 },
            restHours: 5.5,
          },
        }),
      ),
    );
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await chooseCandidate(user, /^Anna Muster/);

    expect(
      screen.getByText(
        'The hospital cannot select this candidate: they hold the shift “Late shift ER” on 23/11/2026 20:00 – 24/11/2026 00:00, which leaves only 5.5 hours of rest, and the Working Hours Act requires at least 11.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Why not yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(api.requestsTo('POST /job/apply/5')).toHaveLength(0);
  });

  test('an invited person joins the invitations as pending, not the candidates, until she accepts', async () => {
    const { api } = signedInAs('AGENCY', {
      ...withCandidates(candidateFixture()),
      'POST /agency/candidates': { status: 201, body: candidateInvitationFixture() },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Invite a new candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new candidate' });
    expect(within(dialog).getByText(/You can apply with them once they accept/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getAllByText('Required')).toHaveLength(3);
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'clara@');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
    expect(api.requestsTo('POST /agency/candidates')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Clara');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.requestsTo('POST /agency/candidates')[0].body).toEqual({
      email: 'clara@example.com',
      firstName: 'Clara',
      lastName: 'Neu',
      language: 'en',
    });
    expect(
      screen.getByText('An invitation was sent to clara@example.com. You can apply with this person once they accept.'),
    ).toBeInTheDocument();
    const invitations = screen.getByRole('list', { name: 'Invitations' });
    expect(within(invitations).getByText('Clara Neu (clara@example.com)')).toBeInTheDocument();
    expect(within(invitations).getByText('Invited, waiting for an answer')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /Candidate/ }));
    expect(screen.queryByRole('option', { name: /Clara Neu/ })).not.toBeInTheDocument();
  });

  test.each([
    [
      'en',
      'Invitations',
      ['Invited, waiting for an answer', 'Declined', 'Left your agency', 'Invitation expired: invite again'],
    ],
    [
      'de',
      'Einladungen',
      [
        'Eingeladen, Antwort ausstehend',
        'Abgelehnt',
        'Hat Ihre Agentur verlassen',
        'Einladung abgelaufen: erneut einladen',
      ],
    ],
  ])('/%s lists the invitations with their state', async (language, title, states) => {
    signedInAs('AGENCY', {
      ...withCandidates(candidateFixture()),
      'GET /agency/candidates': {
        body: {
          candidates: [candidateFixture()],
          invitations: [
            candidateInvitationFixture({ _id: 1, email: 'a@example.com', state: 'pending' }),
            candidateInvitationFixture({ _id: 2, email: 'b@example.com', state: 'declined' }),
            candidateInvitationFixture({ _id: 3, email: 'c@example.com', state: 'left' }),
            candidateInvitationFixture({
              _id: 4,
              email: 'd@example.com',
              firstName: '',
              lastName: '',
              state: 'expired',
            }),
          ],
        },
      },
    });
    renderApp(`/${language}/agency/jobs/5/apply`);

    const list = await screen.findByRole('list', { name: title });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Clara Neu (a@example.com)${states[0]}`,
      `Clara Neu (b@example.com)${states[1]}`,
      `Clara Neu (c@example.com)${states[2]}`,
      `d@example.com${states[3]}`,
    ]);
  });

  test('applying with a person who has not accepted shows why', async () => {
    signedInAs('AGENCY', {
      ...withCandidates(candidateFixture({ documents: [] })),
      'POST /job/apply/5': {
        status: 409,
        body: { statusCode: 409, code: 'CANDIDATE_NOT_ACCEPTED', message: 'not accepted', error: 'Conflict' },
      },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        'This person has not accepted your invitation (yet): you can apply with them once they accept.',
      ),
    ).toBeInTheDocument();
  });

  test('inviting someone who is already a candidate says so at the email', async () => {
    signedInAs('AGENCY', {
      ...withCandidates(candidateFixture()),
      'POST /agency/candidates': {
        status: 409,
        body: { statusCode: 409, code: 'ALREADY_MEMBER', message: 'Already a member' },
      },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Invite a new candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new candidate' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'anna@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Anna');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Muster');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('This person is already one of your agency’s candidates.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
  });

  test('the invite dialog checks its fields on Send and keeps its messages until the next Send', async () => {
    signedInAs('AGENCY', withCandidates(candidateFixture()));
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Invite a new candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new candidate' });
    const email = within(dialog).getByRole('textbox', { name: /Email/ });
    await user.type(email, 'anna@');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await within(dialog).findByText('Email is invalid')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveAttribute('aria-invalid', 'true');
    // The message stays until the next Send, as before.
    await user.type(email, 'example.com');
    expect(within(dialog).getByText('Email is invalid')).toBeInTheDocument();
  });

  test('a validation refusal is shown at the field it names', async () => {
    signedInAs('AGENCY', {
      ...withCandidates(candidateFixture()),
      'POST /agency/candidates': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: ['lastName must be shorter than or equal to 100 characters'],
        },
      },
    });
    const { user } = renderApp('/en/agency/jobs/5/apply');

    await user.click(await screen.findByRole('button', { name: 'Invite a new candidate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite a new candidate' });
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'clara@example.com');
    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Clara');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Neu');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(
      await within(dialog).findByText('lastName must be shorter than or equal to 100 characters'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Last name/ })).toHaveAttribute('aria-invalid', 'true');
  });
});
