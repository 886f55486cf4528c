import { combine, email, euros, phone, postcode, required, url, validateAll, validateLogo } from './validators';

describe('validators', () => {
  it('requires a non-blank value', () => {
    expect(required('')).toBe('medstaff.validation.required');
    expect(required('   ')).toBe('medstaff.validation.required');
    expect(required(undefined)).toBe('medstaff.validation.required');
    expect(required([])).toBe('medstaff.validation.required');
    expect(required('x')).toBeUndefined();
  });

  it("says 'Email is not valid' for a malformed email only", () => {
    expect(email('anna@')).toBe('medstaff.validation.email');
    expect(email('anna@medstaff.test')).toBeUndefined();
    expect(email('')).toBeUndefined();
  });

  it("says 'Incorrect url' for a malformed url only", () => {
    expect(url('not a url')).toBe('medstaff.validation.url');
    expect(url('https://agency.example.com')).toBeUndefined();
  });

  it('checks a contact as a phone number and an amount as euros, as the API does', () => {
    expect(phone('call me')).toBe('medstaff.validation.phone');
    expect(phone('+49 30 1234567')).toBeUndefined();
    expect(phone('')).toBeUndefined();
    expect(euros(80.5)).toBeUndefined();
    expect(euros('1.234,50')).toBeUndefined();
    expect(euros('1,234')).toBe('medstaff.validation.euros');
    expect(euros(80.555)).toBe('medstaff.validation.euros');
    expect(euros(1_000_000.01)).toBe('medstaff.validation.euros');
  });

  it("checks a postcode for the form's country, as the API does (Germany without a country)", () => {
    expect(postcode('1010')).toBe('medstaff.validation.postcode');
    expect(postcode('1010', { country: '' })).toBe('medstaff.validation.postcode');
    expect(postcode('1010', { country: 'AT' })).toBeUndefined();
    expect(postcode(' 10117 ', { country: 'DE' })).toBeUndefined();
    expect(postcode('SW1A 1AA', { country: 'GB' })).toBeUndefined();
    expect(postcode('SW1A 1AA', { country: 'DE' })).toBe('medstaff.validation.postcode');
    expect(postcode('')).toBeUndefined();
    expect(combine(required, postcode)('', { country: 'DE' })).toBe('medstaff.validation.required');
  });

  it('combines validators, first message wins', () => {
    expect(combine(required, email)('')).toBe('medstaff.validation.required');
    expect(combine(required, email)('x')).toBe('medstaff.validation.email');
  });

  it('accepts a jpeg, png or bmp logo up to 5,000,000 bytes', () => {
    expect(validateLogo(null)).toBe('medstaff.validation.logo_required');
    expect(validateLogo({ type: 'image/gif', size: 10 })).toBe('medstaff.validation.logo_type');
    expect(validateLogo({ type: 'image/png', size: 5_000_001 })).toBe('medstaff.validation.logo_size');
    expect(validateLogo({ type: 'image/bmp', size: 5_000_000 })).toBeUndefined();
  });

  it('validates a whole form by field', () => {
    expect(validateAll({ name: '', url: 'x' }, { name: required, url: combine(required, url) })).toEqual({
      name: 'medstaff.validation.required',
      url: 'medstaff.validation.url',
    });
  });
});
