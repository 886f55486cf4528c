import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

describe('forgot password', () => {
  test.each([
    ['de', 'E-Mail', 'Link senden', 'Bitte geben Sie Ihre E-Mail-Adresse ein.', 'Email ist ungültig'],
    ['en', 'Email', 'Send link', 'Please enter your email address.', 'Email is invalid'],
  ])('/%s validates the email address', async (language, label, send, required, invalid) => {
    const api = mockApi();
    const { user } = renderApp(`/${language}/auth/forgot-password`);

    await findFieldByLabel(label);
    await user.click(screen.getByRole('button', { name: send }));
    expect(fieldByLabel(label)).toHaveAccessibleDescription(required);

    await user.type(fieldByLabel(label), 'not-an-address');
    expect(fieldByLabel(label)).toHaveAccessibleDescription(invalid);
    expect(api.requests).toEqual([]);
  });

  test('sends the link and goes to reset-password-confirmed; resend comes back with the other label', async () => {
    const api = mockApi({ 'GET /auth/forgot-password/anna%40example.com': { body: { message: 'Sent.' } } });
    const { user, router } = renderApp('/en/auth/forgot-password');

    await user.type(await findFieldByLabel('Email'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Send link' }));

    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/auth/reset-password-confirmed');
    expect(api.requests[0].headers['accept-language']).toBe('en');

    await user.click(screen.getByRole('link', { name: 'Resend link' }));

    expect(await findFieldByLabel('Email')).toHaveValue('anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend link' }));
    await waitFor(() => expect(api.requestsTo('GET /auth/forgot-password/anna%40example.com')).toHaveLength(2));
  });

  test('a refusal shows under the email field, by its code, and is cleared on the next submit', async () => {
    const throttled = 'Zu viele Anfragen in kurzer Zeit. Bitte versuchen Sie es in 60 Minuten erneut.';
    let status = 429;
    mockApi({
      'GET /auth/forgot-password/anna%40example.com': () =>
        status === 429
          ? {
              status,
              headers: { 'Retry-After': '3600' },
              body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Zu viele Anfragen.' },
            }
          : { body: { message: 'ok' } },
    });
    const { user, router } = renderApp('/de/auth/forgot-password');

    await user.type(await findFieldByLabel('E-Mail'), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));

    expect(await screen.findByText(throttled)).toBeInTheDocument();
    expect(fieldByLabel('E-Mail')).toHaveAccessibleDescription(throttled);
    expect(screen.getByRole('button', { name: 'Link erneut senden' })).toBeInTheDocument();

    status = 200;
    await user.click(screen.getByRole('button', { name: 'Link erneut senden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/auth/reset-password-confirmed'));
    expect(screen.queryByText(throttled)).not.toBeInTheDocument();
  });

  test('cancel goes back to the sign-in', async () => {
    mockApi();
    const { user, router } = renderApp('/de/auth/forgot-password');

    await user.click(await screen.findByRole('link', { name: 'Abbrechen' }));

    expect(router.state.location.pathname).toBe('/de/auth/sign-in');
  });
});
