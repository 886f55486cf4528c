import Polyglot from 'node-polyglot';
import type { Translate } from '../i18n/I18nProvider';
import { translations } from '../testing/translations';
import { errorText, retryText } from './use-error-text';

const translator = (language: 'de' | 'en'): Translate => {
  const polyglot = new Polyglot({ locale: language, phrases: translations[language] });
  return (key, options) => polyglot.t(key, options);
};
const en = translator('en');
const de = translator('de');

describe('the text of a failed call', () => {
  test('is the server’s message for an ordinary refusal', () => {
    expect(errorText(en, { message: 'Email is already registered', code: 'CONFLICT', status: 409 })).toBe(
      'Email is already registered',
    );
  });

  test('is a translated explanation when the server could not be reached (no code)', () => {
    expect(errorText(de, { message: 'Failed to fetch' })).toMatch(/^Der Server ist nicht erreichbar/);
  });

  test('for an unexpected answer is the message the app chose', () => {
    expect(errorText(en, { message: 'Something went wrong. Please try again.', code: 'INTERNAL_ERROR' })).toBe(
      'Something went wrong. Please try again.',
    );
  });

  test.each([
    ['LOGIN_THROTTLED', 'Too many failed sign-in attempts.'],
    ['TOO_MANY_REQUESTS', 'Too many requests in a short time.'],
    ['SERVER_BUSY', 'The server is very busy right now.'],
  ] as const)('for %s says what happened and how long to wait, whatever the server’s text', (code, text) => {
    expect(errorText(en, { message: 'server text', code, status: 429, retryAfterSeconds: 30 })).toBe(
      `${text} Please try again in 30 seconds.`,
    );
  });
});

describe('the wait', () => {
  test.each([
    [undefined, 'Please try again later.', 'Bitte versuchen Sie es später erneut.'],
    [1, 'Please try again in 1 second.', 'Bitte versuchen Sie es in 1 Sekunde erneut.'],
    [90, 'Please try again in 90 seconds.', 'Bitte versuchen Sie es in 90 Sekunden erneut.'],
    [91, 'Please try again in 2 minutes.', 'Bitte versuchen Sie es in 2 Minuten erneut.'],
    [900, 'Please try again in 15 minutes.', 'Bitte versuchen Sie es in 15 Minuten erneut.'],
  ])('%p seconds', (seconds, english, german) => {
    expect(retryText(en, seconds)).toBe(english);
    expect(retryText(de, seconds)).toBe(german);
  });
});
