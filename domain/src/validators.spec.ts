import {
  checkDate,
  checkDateRange,
  checkEmail,
  checkEuros,
  checkName,
  checkPhone,
  checkPostcode,
  checkRequired,
  checkText,
  checkUrl,
  firstProblem,
  isBlank,
  optional,
  parseEuroCents,
  parseEuros,
} from './index';

describe('parseEuros', () => {
  it.each([
    ['45', 45],
    ['45,5', 45.5],
    ['45,50', 45.5],
    ['45.5', 45.5],
    ['1234.5', 1234.5],
    ['1.234', 1234],
    ['1.234,50', 1234.5],
    ['45.505', 45505],
    ['1.234.567,01', 1234567.01],
    ['1,234.50', 1234.5],
    [' 42,50 € ', 42.5],
    ['€ 42', 42],
    ['0', 0],
    [95, 95],
    [80.5, 80.5],
  ])('reads %p as %p', (text, euros) => expect(parseEuros(text)).toBe(euros));

  it.each([
    '',
    'abc',
    '1,234',
    '12,345',
    '45,505',
    '-5',
    '+5',
    '1e3',
    '1.23,4',
    '1..2',
    ',5',
    '5,',
    '1.2345,00',
    -1,
    1.005,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    null,
    undefined,
    {},
  ])('refuses %p', (text) => expect(parseEuros(text)).toBeUndefined());

  it('counts in whole cents (no floating-point drift)', () => {
    expect(parseEuroCents('0,10')).toBe(10);
    expect(parseEuroCents('19.99')).toBe(1999);
    expect(parseEuroCents(0.1 + 0.2)).toBe(30);
    expect(parseEuroCents(0.125)).toBeUndefined();
  });
});

describe('checkEuros', () => {
  it('answers required, euros and eurosRange', () => {
    const rate = checkEuros({ min: 0, exclusiveMin: true, max: 999_999.99 });
    expect(rate('')).toBe('required');
    expect(rate('zehn')).toBe('euros');
    expect(rate('0')).toBe('eurosRange');
    expect(rate('0,01')).toBeUndefined();
    expect(rate('1.000.000')).toBe('eurosRange');
    expect(rate('999999,99')).toBeUndefined();
    expect(checkEuros({ max: 10_000 })('10000,01')).toBe('eurosRange');
    expect(checkEuros()('0')).toBeUndefined();
  });
});

describe('emails, urls, phones', () => {
  it.each([
    ['', 'required'],
    ['anna', 'email'],
    [42, 'email'],
    [' Anna.Becker@Klinikum.de ', undefined],
    [`${'a'.repeat(250)}@x.de`, 'email'],
  ])('checkEmail(%p) is %p', (value, problem) => expect(checkEmail(value)).toBe(problem));

  it.each([
    ['klinikum.de', undefined],
    ['https://www.klinikum-koeln.de/pflege', undefined],
    ['klinikum', 'url'],
    ['http://', 'url'],
    [' ', 'required'],
  ])('checkUrl(%p) is %p', (value, problem) => expect(checkUrl(value)).toBe(problem));

  it.each([
    ['+49 30 1234567', undefined],
    ['030/123 45-67', undefined],
    ['call me', 'phone'],
    ['', 'required'],
  ])('checkPhone(%p) is %p', (value, problem) => expect(checkPhone(value)).toBe(problem));
});

describe('names and texts', () => {
  it.each([
    ['Erika Mustermann', undefined],
    ['  Jürgen  ', undefined],
    ['', 'required'],
    ['Eri\u0000ka', 'name'],
    ['\uD800x', 'name'],
    [5, 'name'],
    ['x'.repeat(101), 'tooLong'],
    ['😀'.repeat(100), undefined],
  ])('checkName()(%p) is %p', (value, problem) => expect(checkName()(value)).toBe(problem));

  it('checkText counts code points', () => {
    expect(checkText(3)('abc')).toBeUndefined();
    expect(checkText(3)('abcd')).toBe('tooLong');
    expect(checkText(3)('  ')).toBe('required');
  });
});

describe('postcodes', () => {
  it.each([
    ['10115', undefined],
    [' 50667 ', undefined],
    ['1011', 'postcode'],
    ['101155', 'postcode'],
    ['1O115', 'postcode'],
    ['', 'required'],
  ])('German %p is %p', (value, problem) => expect(checkPostcode()(value)).toBe(problem));

  it('takes short codes elsewhere', () => {
    expect(checkPostcode('AT')('1010')).toBeUndefined();
    expect(checkPostcode('GB')('SW1A 1AA')).toBeUndefined();
    expect(checkPostcode('GB')('!')).toBe('postcode');
  });
});

describe('dates', () => {
  it.each([
    ['2027-02-28', undefined],
    ['2027-02-28T12:00:00Z', undefined],
    ['2027-02-31', 'date'],
    ['28.02.2027', 'date'],
    ['', 'required'],
  ])('checkDate(%p) is %p', (value, problem) => expect(checkDate(value)).toBe(problem));

  it('checks a range in order', () => {
    expect(checkDateRange('2027-03-01', '2027-03-01')).toBeUndefined();
    expect(checkDateRange('2027-03-02', '2027-03-01')).toBe('dateOrder');
    expect(checkDateRange('2027-03-01', '2027-02-30')).toBe('date');
  });
});

describe('combinators', () => {
  it('optional lets blanks pass, firstProblem answers in order', () => {
    expect(optional(checkEmail)('')).toBeUndefined();
    expect(optional(checkEmail)('x')).toBe('email');
    expect(firstProblem(checkRequired, checkName(3))('abcd')).toBe('tooLong');
    expect(isBlank([])).toBe(true);
    expect(isBlank(0)).toBe(false);
  });
});
