import { screen } from '@testing-library/react';
import type { CandidateInvitationByCodeWire } from '@medstaff/domain';
import { mockApi } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

const invitation = (fields: Partial<CandidateInvitationByCodeWire> = {}): CandidateInvitationByCodeWire => ({
  agency: { _id: 3, name: 'MediPlus' },
  email: 'clara@example.com',
  firstName: 'Clara',
  lastName: 'Neu',
  accountExists: true,
  ...fields,
});

describe('the link of an agency’s candidate invitation', () => {
  test.each([
    [
      'en',
      'Invitation from an agency',
      'Accept invitation',
      'Invitation accepted',
      'You are now a candidate of MediPlus.',
    ],
    [
      'de',
      'Einladung einer Agentur',
      'Einladung annehmen',
      'Einladung angenommen',
      'Sie sind jetzt Kandidat:in von MediPlus.',
    ],
  ])('/%s: an existing account accepts with one click', async (language, title, accept, done, text) => {
    const api = mockApi({
      'GET /candidate-invitations/code-1': { body: invitation() },
      'POST /candidate-invitations/code-1/accept': { body: { email: 'clara@example.com' } },
    });
    const { user } = renderApp(`/${language}/auth/candidate-invitation/code-1`);

    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(/MediPlus/)).toHaveTextContent('clara@example.com');
    await user.click(screen.getByRole('button', { name: accept }));
    expect(await screen.findByRole('heading', { name: done })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(text))).toBeInTheDocument();
    expect(api.requestsTo('POST /candidate-invitations/code-1/accept')[0].body).toEqual({});
  });

  test('without an account the person sets a password, so creating it and accepting', async () => {
    const api = mockApi({
      'GET /candidate-invitations/code-2': { body: invitation({ accountExists: false }) },
      'POST /candidate-invitations/code-2/accept': { body: { email: 'clara@example.com' } },
    });
    const { user } = renderApp('/en/auth/candidate-invitation/code-2');

    const firstName = await findFieldByLabel('First name');
    expect(firstName).toHaveValue('Clara');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(fieldByLabel('Password')).toHaveAccessibleDescription('Password is invalid');
    expect(api.requestsTo('POST /candidate-invitations/code-2/accept')).toHaveLength(0);

    await user.clear(fieldByLabel('Last name'));
    await user.type(fieldByLabel('Last name'), 'Neumann');
    await user.type(fieldByLabel('Password'), 'ein-langes-passwort');
    await user.type(fieldByLabel('Confirm password'), 'ein-langes-passwort');
    await user.click(screen.getByRole('button', { name: 'Create account and accept' }));
    expect(await screen.findByRole('heading', { name: 'Invitation accepted' })).toBeInTheDocument();
    expect(api.requestsTo('POST /candidate-invitations/code-2/accept')[0].body).toEqual({
      password: 'ein-langes-passwort',
      firstName: 'Clara',
      lastName: 'Neumann',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/en/auth/sign-in');
  });

  test('declining', async () => {
    const api = mockApi({
      'GET /candidate-invitations/code-3': { body: invitation() },
      'POST /candidate-invitations/code-3/decline': { status: 204 },
    });
    const { user } = renderApp('/de/auth/candidate-invitation/code-3');

    await user.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByRole('heading', { name: 'Einladung abgelehnt' })).toBeInTheDocument();
    expect(api.requestsTo('POST /candidate-invitations/code-3/decline')).toHaveLength(1);
  });

  test('a spent or expired link shows the server’s message', async () => {
    mockApi({
      'GET /candidate-invitations/old': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'This link is invalid, has already been used or has expired. Please request a new one.',
          error: 'Bad Request',
        },
      },
    });
    renderApp('/en/auth/candidate-invitation/old');

    expect(await screen.findByText(/This link is invalid, has already been used or has expired/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/en/auth/sign-in');
  });
});
