import { de } from 'date-fns/locale';
import {
  addBerlinDays,
  berlinDateTimeText,
  berlinDay,
  berlinDayNumber,
  berlinDayText,
  berlinInstantOf,
  berlinTime,
  berlinWallAsLocal,
  berlinWallInstant,
  formatBerlin,
  localWallAsBerlin,
  startOfBerlinDay,
  startOfBerlinMonth,
  startOfBerlinWeek,
} from './berlin-time';

const at = (iso: string) => Date.parse(iso);

// 2026: summer time from Sunday 29 March 02:00 CET (01:00 UTC) to Sunday 25 October 03:00 CEST (01:00 UTC).
describe('Berlin wall-clock time across the DST switches', () => {
  it.each([
    ['winter, before the spring switch', '2026-03-29T00:59:00Z', '2026-03-29', '01:59'],
    ['summer, right after the spring switch', '2026-03-29T01:00:00Z', '2026-03-29', '03:00'],
    ['summer, before the autumn switch (first 02:30)', '2026-10-25T00:30:00Z', '2026-10-25', '02:30'],
    ['winter, after the autumn switch (second 02:30)', '2026-10-25T01:30:00Z', '2026-10-25', '02:30'],
    ['just after Berlin midnight, still the day before in UTC', '2026-07-02T22:30:00Z', '2026-07-03', '00:30'],
  ])('formats %s', (_name, iso, day, time) => {
    expect(berlinDay(at(iso))).toBe(day);
    expect(berlinTime(new Date(iso))).toBe(time);
    expect(berlinDateTimeText(at(iso))).toBe(`${day.slice(8)}/${day.slice(5, 7)}/${day.slice(0, 4)} ${time}`);
  });

  it.each([
    ['2026-03-28', '06:00', '2026-03-28T05:00:00Z'],
    ['2026-03-29', '06:00', '2026-03-29T04:00:00Z'],
    ['2026-03-29', '01:30', '2026-03-29T00:30:00Z'],
    // 02:30 does not exist on 29 March: it moves on to 03:30 CEST.
    ['2026-03-29', '02:30', '2026-03-29T01:30:00Z'],
    ['2026-10-24', '06:00', '2026-10-24T04:00:00Z'],
    ['2026-10-25', '06:00', '2026-10-25T05:00:00Z'],
    ['2026-11-02', '00:00', '2026-11-01T23:00:00Z'],
  ])('reads %s %s (Berlin) as %s', (day, time, iso) => {
    expect(berlinWallInstant(day, time)).toBe(at(iso));
  });

  it('reads an ambiguous autumn time as the second (winter) instant, and formats it back to the same wall time', () => {
    const instant = berlinWallInstant('2026-10-25', '02:30');
    expect(instant).toBe(at('2026-10-25T01:30:00Z'));
    expect(berlinTime(instant)).toBe('02:30');
  });

  it('rejects malformed input with NaN', () => {
    expect(berlinWallInstant('2026-3-29', '06:00')).toBeNaN();
    expect(berlinWallInstant('2026-03-29', '6:00')).toBeNaN();
    expect(berlinWallInstant('', '')).toBeNaN();
  });

  it('rolls days over as Date does', () => {
    expect(berlinInstantOf(2026, 10, 32, 6)).toBe(at('2026-11-01T05:00:00Z'));
  });

  it('finds the start of Berlin days, weeks (Monday) and months', () => {
    expect(startOfBerlinDay(at('2026-03-29T22:30:00Z'))).toBe(at('2026-03-29T22:00:00Z'));
    expect(startOfBerlinDay(at('2026-10-25T12:00:00Z'))).toBe(at('2026-10-24T22:00:00Z'));
    // Sunday 29 March (after the switch) belongs to the week from Monday 23 March, still CET.
    expect(startOfBerlinWeek(at('2026-03-29T12:00:00Z'))).toBe(at('2026-03-22T23:00:00Z'));
    expect(startOfBerlinWeek(at('2026-10-26T00:30:00Z'))).toBe(at('2026-10-25T23:00:00Z'));
    expect(startOfBerlinMonth(at('2026-10-31T23:30:00Z'))).toBe(at('2026-10-31T23:00:00Z'));
    expect(startOfBerlinMonth(at('2026-04-15T12:00:00Z'))).toBe(at('2026-03-31T22:00:00Z'));
  });

  it('adds calendar days of 23 and 25 hours across the switches', () => {
    const spring = addBerlinDays(at('2026-03-28T23:00:00Z'), 1) - at('2026-03-28T23:00:00Z');
    const autumn = addBerlinDays(at('2026-10-24T22:00:00Z'), 1) - at('2026-10-24T22:00:00Z');
    expect(spring / 3_600_000).toBe(23);
    expect(autumn / 3_600_000).toBe(25);
    expect(berlinDayNumber(at('2026-03-29T22:00:00Z')) - berlinDayNumber(at('2026-03-28T23:00:00Z'))).toBe(1);
    expect(berlinDayNumber(at('2026-03-29T21:59:00Z'))).toBe(berlinDayNumber(at('2026-03-28T23:00:00Z')));
  });

  it('formats with a date-fns locale', () => {
    expect(formatBerlin(at('2026-10-25T12:00:00Z'), 'EEEE d. MMMM', { locale: de })).toBe('Sonntag 25. Oktober');
    expect(berlinDayText(at('2026-12-31T23:30:00Z'))).toBe('01/01/2027');
  });

  // The first 02:30 of 25 October is ambiguous as a wall time and comes back as the second one.
  it.each(['2026-03-29T00:30:00Z', '2026-03-29T04:00:00Z', '2026-10-25T01:30:00Z', '2026-10-25T04:00:00Z'])(
    'shifts %s to a local Date with Berlin fields and back',
    (iso) => {
      const wall = berlinWallAsLocal(at(iso));
      expect(`${wall.getHours()}`.padStart(2, '0') + ':' + `${wall.getMinutes()}`.padStart(2, '0')).toBe(
        berlinTime(at(iso)),
      );
      expect(wall.getDate()).toBe(Number(berlinDay(at(iso)).slice(8)));
      expect(localWallAsBerlin(wall)).toBe(at(iso));
    },
  );
});
