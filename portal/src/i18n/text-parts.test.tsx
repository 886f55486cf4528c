/*
 * The auth screens and the frame around them load only the public part of the texts
 * (translations.ts); the signed-in area's part loads with the shell. Each auth page is rendered
 * here with the public part alone: a key of the signed-in part would be missing and polyglot
 * would warn about it.
 */
import { render, screen } from '@testing-library/react';
import { publicTranslations, translations } from '../testing/translations';
import { renderApp } from '../testing/render-app';
import { I18nProvider, useTranslate } from './I18nProvider';
import { provideTranslations } from './translations';

const AUTH_PAGES: readonly string[] = [
  'auth/sign-in',
  'auth/sign-up',
  'auth/sign-up/organisation',
  'auth/sign-up/agency',
  'auth/forgot-password',
  'auth/reset-password-confirmed',
  'auth/email-confirmation',
  'auth/email-confirmed/some-code',
  'auth/create-new-password/some-code',
  'auth/password-updated',
  'auth/404',
  'auth/500',
];

let errors: jest.SpyInstance;

beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  // The test setup gives every part all texts: here the public part has its own texts only.
  for (const language of ['de', 'en'] as const) {
    provideTranslations(language, publicTranslations[language], ['public']);
  }
});

afterEach(() => {
  errors.mockRestore();
  for (const language of ['de', 'en'] as const) provideTranslations(language, translations[language]);
});

const missingKeys = () =>
  errors.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('Missing translation'));

describe.each(['de', 'en'] as const)('%s', (language) => {
  test.each(AUTH_PAGES)('/%s needs only the public texts', async (path) => {
    renderApp(`/${language}/${path}`);

    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(missingKeys()).toEqual([]);
  });
});

test('a key of the signed-in part is missing from the public part (the check above can fail)', async () => {
  function SignOut() {
    return <h1>{useTranslate()('shell.signOut')}</h1>;
  }

  render(
    <I18nProvider language="en">
      <SignOut />
    </I18nProvider>,
  );

  expect(await screen.findByRole('heading', { name: 'shell.signOut' })).toBeInTheDocument();
  expect(missingKeys()).toEqual(['Warning: Missing translation for key: "shell.signOut"']);
});
