import { workingTimeClash, type WorkShift } from './working-time';

/** A shift on a November 2026 day (CET, UTC+1), Berlin wall-clock times; an end at or before the start is the next day. */
function shift(id: string, day: number, from: string, to: string): WorkShift {
  const at = (date: number, time: string) => Date.parse(`2026-11-${String(date).padStart(2, '0')}T${time}:00+01:00`);
  const start = at(day, from);
  let end = at(day, to);
  if (end <= start) end = at(day + 1, to);
  return { id, start, end };
}

describe('the working-time check (Arbeitszeitgesetz)', () => {
  test.each([
    ['nothing held', [shift('new', 10, '07:00', '15:00')], [], undefined],
    [
      '11 hours of rest exactly',
      [shift('new', 11, '07:00', '15:00')],
      [shift('held', 10, '12:00', '20:00')],
      undefined,
    ],
    ['10 hours of rest', [shift('new', 11, '06:00', '14:00')], [shift('held', 10, '12:00', '20:00')], 'REST'],
    [
      'a night, then an early shift the same morning',
      [shift('new', 11, '06:00', '14:00')],
      [shift('held', 10, '21:00', '05:30')],
      'REST',
    ],
    ['overlapping shifts', [shift('new', 10, '10:00', '18:00')], [shift('held', 10, '07:00', '15:00')], 'REST'],
    [
      'the new shift before a held one, too little rest',
      [shift('new', 10, '07:00', '15:00')],
      [shift('held', 11, '01:00', '06:00')],
      'REST',
    ],
    [
      'the new shift before a held one, enough rest',
      [shift('new', 10, '07:00', '15:00')],
      [shift('held', 11, '02:00', '06:00')],
      undefined,
    ],
    ['one 24-hour service alone', [shift('new', 10, '12:00', '12:00')], [], undefined],
    [
      'one 12-hour shift after a long rest',
      [shift('new', 12, '07:00', '19:00')],
      [shift('held', 10, '07:00', '19:00')],
      undefined,
    ],
    [
      'two shifts on a day with 11 hours between and 12.5 hours of work',
      [shift('new', 10, '17:00', '23:30')],
      [shift('held', 10, '00:00', '06:00')],
      'DAILY_HOURS',
    ],
    [
      'two shifts on a day with 11 hours between and 9 hours of work',
      [shift('new', 10, '17:00', '21:00')],
      [shift('held', 10, '01:00', '06:00')],
      undefined,
    ],
    [
      'days of one request with 10 hours between them (the hospital’s design)',
      [shift('a', 10, '05:30', '19:30'), shift('b', 11, '05:30', '19:30')],
      [],
      undefined,
    ],
    [
      'two shifts of one request on one day',
      [shift('a', 10, '00:00', '06:00'), shift('b', 10, '17:00', '23:30')],
      [],
      undefined,
    ],
    [
      'a held shift next to one of several new days',
      [shift('a', 9, '07:00', '15:00'), shift('b', 11, '07:00', '15:00')],
      [shift('held', 10, '21:00', '05:30')],
      'REST',
    ],
    [
      'consecutive days of one request with a night in between',
      [shift('a', 10, '07:00', '15:00'), shift('b', 11, '07:00', '15:00')],
      [],
      undefined,
    ],
  ] as const)('%s', (_name, candidates, held, rule) => {
    expect(workingTimeClash(candidates, held)?.rule).toBe(rule);
  });

  test('says which held shift clashes and how much rest there would be', () => {
    const held = shift('Nachtdienst Intensiv', 10, '21:00', '05:30');
    const candidate = shift('Frühdienst', 11, '06:00', '14:00');
    expect(workingTimeClash([candidate], [held])).toEqual({ rule: 'REST', shift: held, candidate, restHours: 0.5 });
  });

  test('names the day and the hours of a daily clash', () => {
    const clash = workingTimeClash([shift('late', 10, '17:00', '23:30')], [shift('early', 10, '00:00', '06:00')]);
    expect(clash).toMatchObject({ rule: 'DAILY_HOURS', day: '2026-11-10', hours: 12.5 });
  });

  test('counts the hours of a day across the change to winter time (25-hour day)', () => {
    // 25 October 2026 has 25 hours in Berlin; 00:00–02:30 CEST and 13:30–23:00 CET: 11 hours of rest, 12 hours of work.
    const early = {
      id: 'early',
      start: Date.parse('2026-10-25T00:00:00+02:00'),
      end: Date.parse('2026-10-25T02:30:00+02:00'),
    };
    const late = {
      id: 'late',
      start: Date.parse('2026-10-25T13:30:00+01:00'),
      end: Date.parse('2026-10-25T23:00:00+01:00'),
    };
    expect(workingTimeClash([late], [early])).toMatchObject({ rule: 'DAILY_HOURS', day: '2026-10-25', hours: 12 });
  });

  test('ignores shifts without a real duration', () => {
    const broken = { id: 'broken', start: 10, end: 5 };
    expect(workingTimeClash([shift('new', 10, '07:00', '15:00')], [broken])).toBeUndefined();
  });
});
