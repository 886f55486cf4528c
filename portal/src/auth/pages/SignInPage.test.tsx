import { SESSION_STORAGE_KEY, type PersonRole } from '@medstaff/domain';
import { screen, waitFor } from '@testing-library/react';
import { pageNavigation } from '../../session/page-navigation';
import { mockApi, type MockResponse } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';
import { loginResponse, storeSession } from '../../testing/session-fixtures';
import { signedInAs } from '../../testing/signed-in';

describe('sign-in', () => {
  let assign: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    assign = jest.spyOn(pageNavigation, 'assign').mockImplementation(() => undefined);
  });

  afterEach(() => {
    assign.mockRestore();
  });

  test.each([
    [
      'en',
      'Welcome back',
      'Email',
      'Password',
      'Sign in',
      'Please enter your email address.',
      'Please enter your password.',
    ],
    [
      'de',
      'Willkommen zurück',
      'E-Mail',
      'Passwort',
      'Anmelden',
      'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      'Bitte geben Sie Ihr Passwort ein.',
    ],
  ])(
    '/%s/auth/sign-in requires email and password',
    async (language, title, emailLabel, passwordLabel, submit, emailMessage, passwordMessage) => {
      const api = mockApi();
      const { user } = renderApp(`/${language}/auth/sign-in`);

      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: submit }));

      expect(fieldByLabel(emailLabel)).toHaveAccessibleDescription(emailMessage);
      expect(fieldByLabel(passwordLabel)).toHaveAccessibleDescription(passwordMessage);
      expect(fieldByLabel(emailLabel)).toHaveFocus();
      expect(api.requests).toEqual([]);
    },
  );

  test('links to forgot-password and sign-up, and has no header link', async () => {
    mockApi();
    renderApp('/en/auth/sign-in');

    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/en/auth/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/en/auth/sign-up');
    expect(screen.queryByText('Already have an account?')).not.toBeInTheDocument();
  });

  test('the server’s message shows under the email field and is cleared on the next submit', async () => {
    let answer: MockResponse = {
      status: 401,
      body: {
        statusCode: 401,
        code: 'INVALID_CREDENTIALS',
        message: 'Email or password is incorrect.',
        error: 'Unauthorized',
      },
    };
    const api = mockApi({ 'POST /auth/login': () => answer });
    const { user } = renderApp('/en/auth/sign-in');

    await user.type(await findFieldByLabel('Email'), 'anna@example.com');
    await user.type(fieldByLabel('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email or password is incorrect.')).toBeInTheDocument();
    expect(fieldByLabel('Email')).toHaveAccessibleDescription('Email or password is incorrect.');
    expect(fieldByLabel('Email')).toBeInvalid();
    expect(api.requestsTo('POST /auth/login')[0]).toMatchObject({
      body: { email: 'anna@example.com', password: 'wrong-password', role: 'USER' },
      headers: { 'accept-language': 'en' },
    });

    answer = {
      status: 403,
      body: { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'This account has been disabled.' },
    };
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(screen.queryByText('Email or password is incorrect.')).not.toBeInTheDocument();
    expect(
      await screen.findByText(
        'This account has been disabled, so you cannot sign in. Please contact our support if you think this is a mistake.',
      ),
    ).toBeInTheDocument();
    // Another 403 than EMAIL_NOT_CONFIRMED: nothing to resend.
    expect(screen.queryByRole('link', { name: 'Resend confirmation' })).not.toBeInTheDocument();
  });

  test.each<[string, string, MockResponse, string]>([
    [
      'LOGIN_THROTTLED with Retry-After in minutes',
      'en',
      {
        status: 429,
        headers: { 'Retry-After': '600' },
        body: { statusCode: 429, code: 'LOGIN_THROTTLED', message: 'Too many attempts.' },
      },
      'Too many failed sign-in attempts. Please try again in 10 minutes.',
    ],
    [
      'SERVER_BUSY with Retry-After in seconds',
      'de',
      {
        status: 503,
        headers: { 'Retry-After': '2' },
        body: { statusCode: 503, code: 'SERVER_BUSY', message: 'Server busy.' },
      },
      'Der Server ist gerade stark ausgelastet. Bitte versuchen Sie es in 2 Sekunden erneut.',
    ],
    [
      'TOO_MANY_REQUESTS without Retry-After',
      'en',
      { status: 429, body: { statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Slow down.' } },
      'Too many requests in a short time. Please try again later.',
    ],
  ])('%s shows a translated explanation with the wait', async (_case, language, answer, text) => {
    mockApi({ 'POST /auth/login': answer });
    const { user } = renderApp(`/${language}/auth/sign-in`);
    const [email, password, submit] =
      language === 'de' ? ['E-Mail', 'Passwort', 'Anmelden'] : ['Email', 'Password', 'Sign in'];

    await user.type(await findFieldByLabel(email), 'anna@example.com');
    await user.type(fieldByLabel(password), 'secret-password');
    await user.click(screen.getByRole('button', { name: submit }));

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fieldByLabel(email)).toHaveAccessibleDescription(text);
  });

  test('an unconfirmed email (EMAIL_NOT_CONFIRMED) offers to resend the confirmation', async () => {
    mockApi({
      'POST /auth/login': {
        status: 403,
        body: {
          statusCode: 403,
          code: 'EMAIL_NOT_CONFIRMED',
          message: 'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.',
        },
      },
    });
    const { user, router } = renderApp('/de/auth/sign-in');

    await user.type(await findFieldByLabel('E-Mail'), 'anna@example.com');
    await user.type(fieldByLabel('Passwort'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await user.click(await screen.findByRole('link', { name: 'Bestätigungs-E-Mail erneut senden' }));

    expect(router.state.location.pathname).toBe('/de/auth/email-confirmation');
    expect(await screen.findByText('anna@example.com')).toBeInTheDocument();
  });

  test('a disabled account (ACCOUNT_DISABLED) is told so in German and offered no resend', async () => {
    mockApi({
      'POST /auth/login': {
        status: 403,
        body: { statusCode: 403, code: 'ACCOUNT_DISABLED', message: 'Dieses Konto wurde deaktiviert.' },
      },
    });
    const { user } = renderApp('/de/auth/sign-in');

    await user.type(await findFieldByLabel('E-Mail'), 'anna@example.com');
    await user.type(fieldByLabel('Passwort'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    const text =
      'Dieses Konto ist deaktiviert, daher können Sie sich nicht anmelden. Bitte wenden Sie sich an unseren Support, falls Sie dies für einen Irrtum halten.';
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(fieldByLabel('E-Mail')).toHaveAccessibleDescription(text);
    expect(screen.queryByRole('link', { name: 'Bestätigungs-E-Mail erneut senden' })).not.toBeInTheDocument();
  });

  test('an unreachable server shows a translated explanation', async () => {
    const { user } = renderApp('/de/auth/sign-in');

    await user.type(await findFieldByLabel('E-Mail'), 'anna@example.com');
    await user.type(fieldByLabel('Passwort'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));

    expect(await screen.findByText(/Der Server ist nicht erreichbar/)).toBeInTheDocument();
  });

  test.each<[PersonRole, string]>([
    ['ORG_ADMIN', '/en/hospital'],
    ['ORG_SUB', '/en/hospital'],
    ['AGENCY', '/en/agency/jobs'],
    ['USER', '/en/shifts/assignments'],
  ])('a %s goes to %s inside the portal, with the session stored', async (role, path) => {
    mockApi({
      'POST /auth/login': { body: loginResponse(role) },
      'GET /auth/is-logged-in': { body: { user: loginResponse(role).user } },
    });
    const { user, router } = renderApp('/en/auth/sign-in');

    await user.type(await findFieldByLabel('Email'), 'anna@example.com');
    await user.type(fieldByLabel('Password'), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(assign).not.toHaveBeenCalled();
    const stored = JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null');
    expect(stored).toMatchObject({ role, email: 'agency@example.com' });
    expect(stored.expiresAt).toBeGreaterThan(Date.now());
    // The token of the answer is for API clients: scripts on the page must never hold it.
    expect(stored).not.toHaveProperty('access_token');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toContain(loginResponse(role).access_token);
  });

  test.each<[PersonRole, string]>([['ADMIN', '/de/admin/dashboard']])(
    'a %s leaves the portal with a full page load to %s',
    async (role, path) => {
      mockApi({ 'POST /auth/login': { body: loginResponse(role) } });
      const { user } = renderApp('/de/auth/sign-in');

      await user.type(await findFieldByLabel('E-Mail'), 'anna@example.com');
      await user.type(fieldByLabel('Passwort'), 'secret-password');
      await user.click(screen.getByRole('button', { name: 'Anmelden' }));

      await waitFor(() => expect(assign).toHaveBeenCalledWith(path));
    },
  );
});

describe('sign-in for hospitals', () => {
  test.each([
    ['en', 'Hospital or clinic?', 'Register your organisation'],
    ['de', 'Klinik oder Krankenhaus?', 'Einrichtung registrieren'],
  ])('/%s/auth/sign-in offers clinics their own sign-up', async (language, question, linkName) => {
    mockApi();
    const { user, router } = renderApp(`/${language}/auth/sign-in`);

    expect(await screen.findByText(question, { exact: false })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: linkName });
    expect(link).toHaveAttribute('href', `/${language}/auth/sign-up/organisation`);

    await user.click(link);
    expect(router.state.location.pathname).toBe(`/${language}/auth/sign-up/organisation`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('sign-in with a stored session', () => {
  let replace: jest.SpyInstance<void, [string]>;

  beforeEach(() => {
    replace = jest.spyOn(pageNavigation, 'replace').mockImplementation(() => undefined);
  });

  afterEach(() => {
    replace.mockRestore();
  });

  test.each<[PersonRole, string]>([
    ['ORG_ADMIN', '/de/hospital'],
    ['ORG_SUB', '/de/hospital'],
    ['AGENCY', '/de/agency/jobs'],
    ['USER', '/de/shifts/assignments'],
  ])('a signed-in %s who opens the sign-in page goes to %s', async (role, path) => {
    signedInAs(role);
    const { router } = renderApp('/de/auth/sign-in');

    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Anmelden' })).not.toBeInTheDocument();
  });

  test.each<[PersonRole, string]>([['ADMIN', '/en/admin/dashboard']])(
    'a signed-in %s who opens the sign-in page leaves the portal for %s',
    async (role, path) => {
      signedInAs(role);
      renderApp('/en/auth/sign-in');

      await waitFor(() => expect(replace).toHaveBeenCalledWith(path));
      expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    },
  );

  test.each([
    ['en', 'Your session has ended. Please sign in again.'],
    ['de', 'Ihre Sitzung ist beendet. Bitte melden Sie sich erneut an.'],
  ])('/%s: an expired session is named on the sign-in page, once', async (language, message) => {
    mockApi();
    storeSession({ expiresInSeconds: -60 });
    const first = renderApp(`/${language}/auth/sign-in`);

    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(replace).not.toHaveBeenCalled();
    // The expired token is forgotten: the next visit is an ordinary sign-in.
    await waitFor(() => expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull());
    first.unmount();

    renderApp(`/${language}/auth/sign-in`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  test('a visitor who never signed in sees no session message', async () => {
    mockApi();
    renderApp('/en/auth/sign-in');

    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByText(/session has ended/)).not.toBeInTheDocument();
  });
});
