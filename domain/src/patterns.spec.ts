import { isValidEmail, isValidUrl } from './patterns';

describe('email pattern', () => {
  it.each([
    'anna.becker@klinikum-koeln.de',
    'a_b-c@x.co',
    'team+jobs@mediplus.com',
    'pflege@st-elisabeth.klinikum.berlin',
  ])('accepts %s', (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    '',
    'anna',
    'anna@',
    '@klinik.de',
    'anna@klinik',
    'anna@klinik.d',
    'an na@klinik.de',
    'anna..b@klinik.de',
    'anna@klinik..de',
  ])('rejects %p', (email) => expect(isValidEmail(email)).toBe(false));

  it('rejects overlong addresses and answers fast on hostile input', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.de`)).toBe(false);
    const started = Date.now();
    isValidEmail(`${'a.'.repeat(5000)}@`);
    isValidEmail(`a@${'b-'.repeat(5000)}!`);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('url pattern', () => {
  it.each(['https://www.mediplus.de', 'http://klinik.example/karriere?x=1', 'www.agentur.de', 'agentur.de/team'])(
    'accepts %s',
    (url) => expect(isValidUrl(url)).toBe(true),
  );

  it.each(['', 'klinik', 'ftp://klinik.de', 'https://', 'javascript:alert(1)', 'https://klinik .de'])(
    'rejects %p',
    (url) => expect(isValidUrl(url)).toBe(false),
  );
});
