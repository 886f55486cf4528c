import { screen, waitFor } from '@testing-library/react';
import { mockApi } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

describe('create a new password (the link from a reset or invitation email)', () => {
  test.each([
    [
      'de',
      ['Neues Passwort', 'Neues Passwort bestätigen', 'Passwort speichern'],
      ['Passwort ist ungültig', 'Bitte bestätigen Sie Ihr Passwort'],
      ['Das Passwort muss mindestens 8 Zeichen lang sein', 'Die Passwörter stimmen nicht überein'],
    ],
    [
      'en',
      ['New password', 'Confirm new password', 'Save password'],
      ['Password is invalid', 'Please confirm your password'],
      ['The password must be at least 8 characters long', 'The passwords do not match'],
    ],
  ])('/%s validates the new password', async (language, [password, confirmation, submit], empty, wrong) => {
    const api = mockApi();
    const { user } = renderApp(`/${language}/auth/create-new-password/reset-code`);

    await findFieldByLabel(password);
    await user.click(screen.getByRole('button', { name: submit }));
    expect(fieldByLabel(password)).toHaveAccessibleDescription(empty[0]);
    expect(fieldByLabel(confirmation)).toHaveAccessibleDescription(empty[1]);

    await user.type(fieldByLabel(password), 'short');
    await user.type(fieldByLabel(confirmation), 'other');
    expect(fieldByLabel(password)).toHaveAccessibleDescription(wrong[0]);
    expect(fieldByLabel(confirmation)).toHaveAccessibleDescription(wrong[1]);
    expect(api.requests).toEqual([]);
  });

  test('posts the code with the new password and goes to password-updated', async () => {
    const api = mockApi({ 'POST /auth/reset-password': { body: { email: 'clara@example.com' } } });
    const { user, router } = renderApp('/en/auth/create-new-password/reset-code-42');

    await user.type(await findFieldByLabel('New password'), 'a-new-long-password');
    expect(screen.getByText('Your password is strong')).toBeInTheDocument();
    await user.type(fieldByLabel('Confirm new password'), 'a-new-long-password');
    await user.click(screen.getByRole('button', { name: 'Save password' }));

    expect(await screen.findByRole('heading', { name: 'Password updated' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/en/auth/password-updated');
    expect(api.requestsTo('POST /auth/reset-password')[0].body).toEqual({
      code: 'reset-code-42',
      newPassword: 'a-new-long-password',
    });
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/en/auth/sign-in');
  });

  test('an expired code shows the server’s message and a way to a new link', async () => {
    mockApi({
      'POST /auth/reset-password': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Dieser Link ist abgelaufen.',
          error: 'Bad Request',
        },
      },
    });
    const { user, router } = renderApp('/de/auth/create-new-password/old-code');

    await user.type(await findFieldByLabel('Neues Passwort'), 'ein-neues-passwort');
    await user.type(fieldByLabel('Neues Passwort bestätigen'), 'ein-neues-passwort');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));

    expect(await screen.findByText('Dieser Link ist abgelaufen.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Neuen Link anfordern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/de/auth/forgot-password'));
  });
});
