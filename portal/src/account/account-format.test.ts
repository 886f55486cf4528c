import { berlinDateTime } from './account-format';

describe('berlinDateTime', () => {
  test('shows Berlin wall-clock time in winter and summer, whatever the browser’s zone', () => {
    expect(berlinDateTime('2026-11-27T09:40:00Z', 'de')).toBe('27.11.2026, 10:40');
    expect(berlinDateTime('2026-07-01T22:15:00Z', 'en')).toBe('02/07/2026, 00:15');
  });
});
