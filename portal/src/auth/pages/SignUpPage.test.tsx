import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { mockApi, type MockHandler } from '../../testing/mock-api';
import { fieldByLabel, findFieldByLabel } from '../../testing/queries';
import { renderApp } from '../../testing/render-app';

/** Ids unlike the defaults, so the tests see that the loaded list decides. */
const USER_ROLES_RESPONSE = {
  userRoles: [
    { id: 11, name: 'ADMIN', personRole: 'ADMIN' },
    { id: 12, name: 'ORGANISATION ADMIN', personRole: 'ORG_ADMIN' },
    { id: 13, name: 'AGENCY', personRole: 'AGENCY' },
    { id: 14, name: 'USER', personRole: 'USER' },
  ],
};

const ORGANISATIONS = [
  { id: 5, name: 'Charité – Universitätsmedizin Berlin' },
  { id: 9, name: 'Charlottenklinik Stuttgart' },
];

function signUpApi(extra: Record<string, MockHandler> = {}) {
  return mockApi({
    'GET /user-roles': { body: USER_ROLES_RESPONSE },
    'POST /organisations/find': { body: { organisations: ORGANISATIONS } },
    'POST /auth/registration': (request) => ({
      status: 201,
      body: { user: { id: 40, ...(request.body as object) } },
    }),
    ...extra,
  });
}

/** Types a whole value at once (a paste): the long forms stay fast. */
async function enter(user: UserEvent, label: string, text: string) {
  await user.click(fieldByLabel(label));
  await user.paste(text);
}

/** Fills every field of the English form except the institution. */
async function fillPersonalFields(user: UserEvent, { password = 'Sommer-Dienst-2026' } = {}) {
  await enter(user, 'First name', 'Clara');
  await enter(user, 'Last name', 'Schumann');
  await user.selectOptions(fieldByLabel('Gender'), 'female');
  await enter(user, 'Position', 'Pflegedienstleitung');
  await enter(user, 'Email', 'clara@example.com');
  await enter(user, 'Phone (optional)', '+49 30 1234567');
  await enter(user, 'Password', password);
  await enter(user, 'Confirm password', password);
  await user.click(screen.getByRole('checkbox', { name: /I agree that MedStaff uses my data/ }));
}

async function pickOrganisation(user: UserEvent, text: string, optionName: string) {
  await user.type(fieldByLabel('Institution'), text);
  await user.click(await screen.findByRole('option', { name: optionName }));
}

describe('sign-up validation', () => {
  test.each([
    [
      'de',
      {
        Vorname: 'Vorname ungültig',
        Nachname: 'Nachname ist ungültig',
        Geschlecht: 'Geschlecht ist ungültig',
        Einrichtung: 'Organisation ist ungültig',
        Tätigkeit: 'Tätigkeit ist ungültig',
        'E-Mail': 'Email ist ungültig',
        Passwort: 'Passwort ist ungültig',
        'Passwort bestätigen': 'Bitte bestätigen Sie Ihr Passwort',
      },
      'Konto erstellen',
      'Bitte stimmen Sie der Nutzung Ihrer Daten zu',
    ],
    [
      'en',
      {
        'First name': 'First name is invalid',
        'Last name': 'Last name is invalid',
        Gender: 'Gender is invalid',
        Institution: 'Organisation is invalid',
        Position: 'Position is invalid',
        Email: 'Email is invalid',
        Password: 'Password is invalid',
        'Confirm password': 'Please confirm your password',
      },
      'Create account',
      'Please agree to the use of your data',
    ],
  ])('an empty /%s form shows every required message', async (language, messages, submit, consentMessage) => {
    const api = signUpApi();
    const { user } = renderApp(`/${language}/auth/sign-up`);
    await findFieldByLabel(Object.keys(messages)[0]);

    await user.click(screen.getByRole('button', { name: submit }));

    for (const [label, message] of Object.entries(messages)) {
      expect(fieldByLabel(label)).toHaveAccessibleDescription(message);
      expect(fieldByLabel(label)).toBeInvalid();
    }
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(consentMessage);
    expect(fieldByLabel(Object.keys(messages)[0])).toHaveFocus();
    expect(api.requestsTo('POST /auth/registration')).toEqual([]);
  });

  test.each([
    [
      'de',
      'Passwort',
      'Passwort bestätigen',
      'Das Passwort muss mindestens 8 Zeichen lang sein',
      'Die Passwörter stimmen nicht überein',
      'Telefon (optional)',
      'Telefonnummer ist ungültig',
      'Konto erstellen',
    ],
    [
      'en',
      'Password',
      'Confirm password',
      'The password must be at least 8 characters long',
      'The passwords do not match',
      'Phone (optional)',
      'Phone number is invalid',
      'Create account',
    ],
  ])(
    '/%s: a short password, a different confirmation and a wrong phone number are named',
    async (language, passwordLabel, confirmationLabel, tooShort, mismatch, phoneLabel, phoneInvalid, submit) => {
      signUpApi();
      const { user } = renderApp(`/${language}/auth/sign-up`);

      await user.type(await findFieldByLabel(passwordLabel), 'kurz');
      await user.type(fieldByLabel(confirmationLabel), 'anders');
      await user.type(fieldByLabel(phoneLabel), 'call me');
      await user.click(screen.getByRole('button', { name: submit }));

      expect(fieldByLabel(passwordLabel)).toHaveAccessibleDescription(tooShort);
      expect(fieldByLabel(confirmationLabel)).toHaveAccessibleDescription(mismatch);
      expect(fieldByLabel(phoneLabel)).toHaveAccessibleDescription(phoneInvalid);
    },
  );

  test('errors update while the user corrects the form', async () => {
    signUpApi();
    const { user } = renderApp('/en/auth/sign-up');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect(fieldByLabel('First name')).toHaveAccessibleDescription('First name is invalid');

    await user.type(fieldByLabel('First name'), 'Clara');

    expect(fieldByLabel('First name')).not.toHaveAccessibleDescription();
    expect(fieldByLabel('First name')).toBeValid();
  });

  test('the gender select offers the four options in each language', async () => {
    signUpApi();
    renderApp('/de/auth/sign-up');

    const options = within(await findFieldByLabel('Geschlecht')).getAllByRole('option');
    expect(options.map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['', 'Bitte wählen'],
      ['male', 'Männlich'],
      ['female', 'Weiblich'],
      ['diverse', 'Divers'],
      ['na', 'Keine Angabe'],
    ]);
  });

  test('English gender labels', async () => {
    signUpApi();
    renderApp('/en/auth/sign-up');

    const options = within(await findFieldByLabel('Gender')).getAllByRole('option');
    expect(options.slice(1).map((option) => option.textContent)).toEqual([
      'Male',
      'Female',
      'Diverse',
      'Prefer not to say',
    ]);
  });
});

describe('password strength display', () => {
  test.each([
    ['en', 'Password', 'abcdef', 'Your password is too weak'],
    ['en', 'Password', 'abcdefg', 'Your password is not strong enough'],
    ['en', 'Password', 'abcdefghij', 'Your password is not strong enough'],
    ['en', 'Password', 'abcdefghijk', 'Your password is strong'],
    ['de', 'Passwort', 'abcdef', 'Ihr Passwort ist zu schwach'],
    ['de', 'Passwort', 'abcdefg', 'Ihr Passwort ist nicht stark genug'],
    ['de', 'Passwort', 'abcdefghijk', 'Ihr Passwort ist stark'],
  ])('/%s: %s typed "%s" shows "%s"', async (language, label, password, message) => {
    signUpApi();
    const { user } = renderApp(`/${language}/auth/sign-up`);

    await user.type(await findFieldByLabel(label), password);

    expect(screen.getByText(message)).toBeInTheDocument();
  });

  test('nothing is shown before the user types', async () => {
    signUpApi();
    renderApp('/en/auth/sign-up');
    await findFieldByLabel('Password');

    expect(screen.queryByText(/password is/i)).not.toBeInTheDocument();
  });

  test.each([
    ['en', 'Password', 'At least 8 characters'],
    ['de', 'Passwort', 'Mindestens 8 Zeichen'],
  ])('/%s: the minimum length shows under the empty password field', async (language, label, hint) => {
    signUpApi();
    const { user } = renderApp(`/${language}/auth/sign-up/organisation`);
    const password = await findFieldByLabel(label);

    expect(password).toHaveAccessibleDescription(hint);
    await user.type(password, 'abc');
    expect(password).toHaveAccessibleDescription(hint);
  });

  test('a too-short password replaces the hint with the error', async () => {
    signUpApi();
    const { user } = renderApp('/en/auth/sign-up');

    await user.type(await findFieldByLabel('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(fieldByLabel('Password')).toHaveAccessibleDescription('The password must be at least 8 characters long');
  });

  test('the privacy link opens in a new tab and says so', async () => {
    signUpApi();
    renderApp('/de/auth/sign-up');

    const link = await screen.findByRole('link', { name: 'Datenschutzerklärung lesen (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('href', '/de/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
  });

  test('the toggle shows and hides the password', async () => {
    signUpApi();
    const { user } = renderApp('/en/auth/sign-up');
    const password = await findFieldByLabel('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]);

    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

describe('the institution type-ahead', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  test('searches once, 200 ms after the last keystroke', async () => {
    const api = signUpApi();
    const { user } = renderApp('/en/auth/sign-up/organisation', undefined, { fakeTimers: true });
    const institution = await findFieldByLabel('Institution');

    await user.type(institution, 'Charit');
    act(() => jest.advanceTimersByTime(199));
    expect(api.requestsTo('POST /organisations/find')).toEqual([]);

    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(api.requestsTo('POST /organisations/find')).toHaveLength(1));
    expect(api.requestsTo('POST /organisations/find')[0].body).toEqual({ searchTerm: 'Charit' });
    expect(await screen.findByRole('option', { name: 'Charité – Universitätsmedizin Berlin' })).toBeInTheDocument();
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(1000));
    expect(api.requestsTo('POST /organisations/find')).toHaveLength(1);
  });

  test('picking an entry fills the field and does not search again', async () => {
    const api = signUpApi();
    const { user } = renderApp('/en/auth/sign-up', undefined, { fakeTimers: true });

    await user.type(await findFieldByLabel('Institution'), 'Char');
    act(() => jest.advanceTimersByTime(200));
    await user.click(await screen.findByRole('option', { name: 'Charlottenklinik Stuttgart' }));
    act(() => jest.advanceTimersByTime(500));

    expect(fieldByLabel('Institution')).toHaveValue('Charlottenklinik Stuttgart');
    expect(api.requestsTo('POST /organisations/find')).toHaveLength(1);
  });

  test('a failed search says so in the list', async () => {
    signUpApi({
      'POST /organisations/find': {
        status: 503,
        body: { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'Search is unavailable.' },
      },
    });
    const { user } = renderApp('/en/auth/sign-up', undefined, { fakeTimers: true });

    await user.type(await findFieldByLabel('Institution'), 'Char');
    act(() => jest.advanceTimersByTime(200));

    expect(await screen.findByText('Search is unavailable.')).toBeInTheDocument();
  });

  test('typed text that was not picked from the list is not an institution', async () => {
    signUpApi({ 'POST /organisations/find': { body: { organisations: [] } } });
    const { user } = renderApp('/en/auth/sign-up', undefined, { fakeTimers: true });

    await user.type(await findFieldByLabel('Institution'), 'Klinik am See');
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByText('No matching institution found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(fieldByLabel('Institution')).toHaveAccessibleDescription('Organisation is invalid');
  });
});

describe('sign-up payload and result', () => {
  test('an organisation sign-up sends the picked organisation’s id and the ORGANISATION ADMIN role', async () => {
    const api = signUpApi();
    const { user, router } = renderApp('/en/auth/sign-up/organisation');
    await findFieldByLabel('First name');

    await fillPersonalFields(user);
    await pickOrganisation(user, 'Char', 'Charité – Universitätsmedizin Berlin');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/auth/email-confirmation'));
    const [registration] = api.requestsTo('POST /auth/registration');
    expect(registration.body).toEqual({
      email: 'clara@example.com',
      firstName: 'Clara',
      lastName: 'Schumann',
      gender: 'female',
      organisation: [5],
      role: 'Pflegedienstleitung',
      phoneNumber: '+49 30 1234567',
      password: 'Sommer-Dienst-2026',
      passwordConfirmation: 'Sommer-Dienst-2026',
      acceptTC: true,
      language: 'en',
      userRoles: [12],
      userInfo: { phoneNumber: '+49 30 1234567' },
    });
    expect(registration.headers['accept-language']).toBe('en');
    expect(await screen.findByRole('heading', { name: 'Please confirm your email address' })).toBeInTheDocument();
    expect(screen.getByText('clara@example.com')).toBeInTheDocument();
    expect(window.sessionStorage.getItem('medstaff.pendingConfirmationEmail')).toBe('clara@example.com');
  });

  test('an agency sign-up types its name and sends it with the AGENCY role', async () => {
    const api = signUpApi();
    const { user } = renderApp('/de/auth/sign-up/agency');

    await user.type(await findFieldByLabel('Agentur'), 'Pflege Plus GmbH');
    await enter(user, 'Vorname', 'Jonas');
    await enter(user, 'Nachname', 'Weber');
    await user.selectOptions(fieldByLabel('Geschlecht'), 'na');
    await enter(user, 'Tätigkeit', 'Geschäftsführung');
    await enter(user, 'E-Mail', 'jonas@pflege-plus.de');
    await enter(user, 'Passwort', 'lang-genug-2026');
    await enter(user, 'Passwort bestätigen', 'lang-genug-2026');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Konto erstellen' }));

    await waitFor(() => expect(api.requestsTo('POST /auth/registration')).toHaveLength(1));
    const { body } = api.requestsTo('POST /auth/registration')[0];
    expect(body).toMatchObject({
      organisation: ['Pflege Plus GmbH'],
      userRoles: [13],
      gender: 'na',
      language: 'de',
      userInfo: { phoneNumber: '' },
    });
    expect(body).not.toHaveProperty('phoneNumber');
    expect(api.requestsTo('POST /organisations/find')).toEqual([]);
    expect(
      await screen.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeInTheDocument();
  });

  test.each([
    ['/en/auth/sign-up', 14],
    ['/en/auth/sign-up/doctor', 14],
  ])('%s signs up a plain user', async (path, roleId) => {
    const api = signUpApi();
    const { user } = renderApp(path);
    await findFieldByLabel('First name');

    await fillPersonalFields(user);
    await pickOrganisation(user, 'Char', 'Charlottenklinik Stuttgart');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(api.requestsTo('POST /auth/registration')).toHaveLength(1));
    expect(api.requestsTo('POST /auth/registration')[0].body).toMatchObject({ userRoles: [roleId], organisation: [9] });
  });

  test('a role missing from the loaded list falls back to the USER id 4', async () => {
    const api = signUpApi({
      'GET /user-roles': { body: { userRoles: [{ id: 1, name: 'ADMIN', personRole: 'ADMIN' }] } },
    });
    const { user } = renderApp('/en/auth/sign-up/agency');

    await user.type(await findFieldByLabel('Agency'), 'Pflege Plus GmbH');
    await fillPersonalFields(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(api.requestsTo('POST /auth/registration')).toHaveLength(1));
    expect(api.requestsTo('POST /auth/registration')[0].body).toMatchObject({ userRoles: [4] });
  });

  test('the server’s validation list shows under the email field, constraints joined with commas', async () => {
    signUpApi({
      'POST /auth/registration': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'CONFLICT',
          error: 'Conflict',
          message: [
            {
              property: 'email',
              constraints: { isUnique: 'This email is already registered', isAllowed: 'Use your work address' },
            },
            { property: 'phoneNumber', constraints: { isPhoneNumber: 'Phone number is not valid' } },
          ],
        },
      },
    });
    const { user, router } = renderApp('/en/auth/sign-up/agency');

    await user.type(await findFieldByLabel('Agency'), 'Pflege Plus GmbH');
    await fillPersonalFields(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    const message = 'This email is already registered, Use your work address, Phone number is not valid';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fieldByLabel('Email')).toHaveAccessibleDescription(message);
    expect(router.state.location.pathname).toBe('/en/auth/sign-up/agency');
  });

  test('the header offers the sign-in on this screen', async () => {
    signUpApi();
    renderApp('/en/auth/sign-up/agency');

    const header = await screen.findByRole('banner');
    expect(within(header).getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Log In here' })).toHaveAttribute('href', '/en/auth/sign-in');
  });

  test('every input has a stable name for the e2e tests', async () => {
    signUpApi();
    const { container } = renderApp('/en/auth/sign-up/organisation');
    await findFieldByLabel('First name');

    const names = [...container.querySelectorAll('input[name], select[name]')].map((field) =>
      field.getAttribute('name'),
    );
    expect(names).toEqual([
      'firstName',
      'lastName',
      'gender',
      'organisation',
      'role',
      'email',
      'phoneNumber',
      'password',
      'passwordConfirmation',
      'acceptTC',
    ]);
  });
});
