import {
  ERROR_STATUS,
  MAX_ID,
  allowList,
  codePointLength,
  errorCodeForStatus,
  isCalendarDate,
  isErrorCode,
  isWellFormedText,
  parseId,
} from './index';

describe('parseId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', MAX_ID],
    [7, 7],
  ])('reads %p as %p', (text, id) => expect(parseId(text)).toBe(id));

  it.each([
    '0',
    '-1',
    '+5',
    ' 5',
    '5 ',
    '05',
    '0x10',
    '5e0',
    '5.0',
    '1e20',
    '2147483648',
    '18446744073709551615',
    'abc',
    '',
    '5\u0000',
    0,
    -3,
    1.5,
    Number.NaN,
    Infinity,
    2 ** 31,
    null,
    undefined,
    {},
  ])('refuses %p', (text) => expect(parseId(text)).toBeUndefined());
});

describe('codePointLength', () => {
  it('counts as a MySQL varchar column does', () => {
    expect(codePointLength('Köln')).toBe(4);
    expect(codePointLength('⚕️')).toBe(2); // U+2695 and the variation selector U+FE0F
    expect(codePointLength('⚕️'.repeat(60))).toBe(120);
    expect(codePointLength('🩺')).toBe(1); // one code point, two UTF-16 units
    expect(codePointLength('\ud800')).toBe(1);
    expect(codePointLength('')).toBe(0);
  });
});

describe('isWellFormedText', () => {
  it('accepts pairs and refuses lone surrogates', () => {
    expect(isWellFormedText('Grüße 🩺')).toBe(true);
    expect(isWellFormedText('a\ud800b')).toBe(false);
    expect(isWellFormedText('\udc00')).toBe(false);
    expect(isWellFormedText('\ud83e')).toBe(false);
  });
});

describe('isCalendarDate', () => {
  it.each(['2027-02-28', '2028-02-29', '2027-12-31', '2027-02-28T12:00:00Z', '2027-02-28T23:59:59.999+01:00'])(
    'accepts %s',
    (text) => expect(isCalendarDate(text)).toBe(true),
  );
  it.each([
    '2027-02-29',
    '2027-02-31',
    '2027-04-31',
    '2027-13-01',
    '2027-00-10',
    '2027-01-00',
    '27-01-01',
    '2027-1-1',
    '2027-02-28T24:00:00Z',
    '2027-02-28T12:60:00Z',
    '2027-02-28T12:00:00+15:00',
    '2027-02-28 ',
    '',
    20270228,
    null,
  ])('refuses %p', (text) => expect(isCalendarDate(text)).toBe(false));
});

describe('allowList', () => {
  it('finds only its own entries', () => {
    const sortable = allowList({ name: 'agency.name' });
    expect(sortable.get('name')).toBe('agency.name');
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(sortable.get(key)).toBeUndefined();
      expect(sortable.has(key)).toBe(false);
    }
  });
});

describe('error codes', () => {
  it('maps each code to a 4xx or 5xx status and back for plain statuses', () => {
    for (const [code, status] of Object.entries(ERROR_STATUS)) {
      expect(isErrorCode(code)).toBe(true);
      expect(status).toBeGreaterThanOrEqual(400);
    }
    for (const status of [400, 401, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503]) {
      expect(ERROR_STATUS[errorCodeForStatus(status)]).toBe(status === 502 ? 500 : status);
    }
    expect(isErrorCode('__proto__')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });
});
