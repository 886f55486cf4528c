import { MAX_TIME_LIMIT_HOURS } from '@medstaff/domain';
import { checkTimeLimit, validateTimeLimitForm } from './time-limit';

describe('checkTimeLimit', () => {
  test.each([
    ['0', 0],
    [' 48 ', 48],
    [String(MAX_TIME_LIMIT_HOURS), MAX_TIME_LIMIT_HOURS],
  ])('accepts %p', (text, hours) => {
    expect(checkTimeLimit(text)).toEqual({ hours });
  });

  test.each([
    ['', 'market.settings.error.required'],
    ['abc', 'market.settings.error.whole'],
    ['1,5', 'market.settings.error.whole'],
    ['-1', 'market.settings.error.range'],
    [String(MAX_TIME_LIMIT_HOURS + 1), 'market.settings.error.range'],
  ])('refuses %p', (text, error) => {
    expect(checkTimeLimit(text)).toEqual({ error });
  });
});

test('the settings form’s rule names the field with the message key, and nothing when valid', () => {
  expect(validateTimeLimitForm({ timeLimit: '' })).toEqual({ timeLimit: 'market.settings.error.required' });
  expect(validateTimeLimitForm({ timeLimit: '1.5' })).toEqual({ timeLimit: 'market.settings.error.whole' });
  expect(validateTimeLimitForm({ timeLimit: '24' })).toEqual({});
});
