import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

describe('email confirmation', () => {
  test('shows the address from the navigation state and resends the confirmation', async () => {
    const api = mockApi({ 'GET /auth/resend-verification/clara%40example.com': { body: { message: 'ok' } } });
    const { user } = renderApp({ pathname: '/de/auth/email-confirmation', state: { email: 'clara@example.com' } });

    expect(
      await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
    expect(screen.getByText('clara@example.com')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Bestätigungs-E-Mail erneut senden' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Falls für diese Adresse ein unbestätigtes Konto besteht, haben wir eine neue Bestätigungs-E-Mail gesendet.',
    );
    expect(api.requestsTo('GET /auth/resend-verification/clara%40example.com')[0].headers['accept-language']).toBe(
      'de',
    );
  });

  test('after a reload the address comes from the tab’s storage', async () => {
    window.sessionStorage.setItem('medstaff.pendingConfirmationEmail', 'clara@example.com');
    mockApi();
    renderApp('/en/auth/email-confirmation');

    expect(await screen.findByText('clara@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend confirmation' })).toBeInTheDocument();
  });

  test('without a known address the user types it first', async () => {
    const api = mockApi({ 'GET /auth/resend-verification/jonas%40example.com': { body: { message: 'ok' } } });
    const { user } = renderApp('/en/auth/email-confirmation');

    await findFieldByLabel('Email');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));
    expect(fieldByLabel('Email')).toHaveAccessibleDescription('Please enter your email address.');

    await user.type(fieldByLabel('Email'), 'jonas@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation' }));

    await waitFor(() => expect(api.requests).toHaveLength(1));
    expect(await screen.findByText('jonas@example.com')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/we have sent a new confirmation email/);
  });
});
