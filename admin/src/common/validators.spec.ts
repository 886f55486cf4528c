import { combine, email, required, url, validateAll, validateLogo } from './validators';

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
