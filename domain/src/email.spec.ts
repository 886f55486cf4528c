import { canonicalEmail } from './email';

describe('canonicalEmail', () => {
  it.each([
    ['anna.becker@klinikum-koeln.de', 'anna.becker@klinikum-koeln.de'],
    ['  Anna.Becker@Klinikum-Koeln.DE \n', 'anna.becker@klinikum-koeln.de'],
    ['\tagency.y@test.de', 'agency.y@test.de'],
    // Accents stay: an accented address is another address.
    ['ägency.y@test.de', 'ägency.y@test.de'],
    ['ÄGENCY.Y@TEST.DE', 'ägency.y@test.de'],
    // A decomposed umlaut (a + U+0308) is the composed one.
    ['a\u0308gency.y@test.de', 'ägency.y@test.de'],
    ['A\u0308GENCY.Y@TEST.DE', 'ägency.y@test.de'],
    ['àgency.y@test.de', 'àgency.y@test.de'],
    // Unicode lower-casing, not ASCII only.
    ['ÉLODIE@TEST.DE', 'élodie@test.de'],
    ['STRASSE@TEST.DE', 'strasse@test.de'],
    // ß has no single-letter capital and stays ß (not ss).
    ['straße@test.de', 'straße@test.de'],
    // The Kelvin sign lower-cases to an ASCII k.
    ['\u212Aim@test.de', 'kim@test.de'],
    ['', ''],
    ['   ', ''],
  ])('%j → %j', (input, expected) => expect(canonicalEmail(input)).toBe(expected));

  it.each([
    ['agency.y@test.de', 'ägency.y@test.de'],
    ['agency.y@test.de', 'àgency.y@test.de'],
    ['strasse@test.de', 'straße@test.de'],
    ['agency.y@test.de', 'ａgency.y@test.de'],
  ])('keeps %j and %j apart', (first, second) => expect(canonicalEmail(first)).not.toBe(canonicalEmail(second)));

  it.each([[undefined], [null], [42], [{}], [['a@b.de']]])('gives the empty string for %p', (value) =>
    expect(canonicalEmail(value)).toBe(''),
  );

  it('is idempotent', () => {
    for (const value of ['  A\u0308GENCY.Y@TEST.DE', 'İstanbul@test.de', 'ΣΊΣΥΦΟΣ@test.gr']) {
      const once = canonicalEmail(value);
      expect(canonicalEmail(once)).toBe(once);
    }
  });
});
