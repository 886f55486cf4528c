import { at } from '../testing/job-fixtures';
import { takenShiftFixture, poolOfferFixture } from './pool-fixtures';
import { hoursText, isoDayText, shiftWhen, splitOffers } from './pool-format';

describe('pool formats', () => {
  test('a shift on one day, over midnight, and with an open end', () => {
    expect(shiftWhen(at('2026-11-24', '05:30'), at('2026-11-24', '19:30'), 'open end')).toBe('24/11/2026, 05:30–19:30');
    expect(shiftWhen(at('2026-11-24', '20:00'), at('2026-11-25', '06:30'), 'open end')).toBe(
      '24/11/2026 20:00 – 25/11/2026 06:30',
    );
    expect(shiftWhen(at('2026-11-24', '08:00'), null, 'open end')).toBe('24/11/2026, 08:00 – open end');
  });

  test('days and hours as the languages write them', () => {
    expect(isoDayText('2026-11-24')).toBe('24/11/2026');
    expect(hoursText(5.5, 'de')).toBe('5,5');
    expect(hoursText(10.25, 'en')).toBe('10.3');
  });

  test('open offers and taken shifts are split, anything else is left out', () => {
    const open = poolOfferFixture({ _id: 1 });
    const taken = takenShiftFixture({ _id: 2 });
    const releasedMeanwhile = poolOfferFixture({ _id: 3, state: 'external_adv' });
    expect(splitOffers([open, taken, releasedMeanwhile])).toEqual({ open: [open], taken: [taken] });
  });
});
