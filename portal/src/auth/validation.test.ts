import {
  EMPTY_SIGN_UP_VALUES,
  validateEmail,
  validateNewPassword,
  validatePasswordConfirmation,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from './validation';

const validHospitalSignUp: SignUpValues = {
  ...EMPTY_SIGN_UP_VALUES,
  firstName: 'Clara',
  lastName: 'Schumann',
  gender: 'female',
  organisation: { id: 5, name: 'Charité' },
  role: 'Stationsleitung',
  email: 'clara@example.com',
  password: 'lang-genug-2026',
  passwordConfirmation: 'lang-genug-2026',
  acceptTC: true,
};

const errorsOf = (errors: object) => Object.fromEntries(Object.entries(errors).filter(([, key]) => key));

describe('sign-up rules', () => {
  test('a complete hospital sign-up is valid; the phone number is optional', () => {
    expect(errorsOf(validateSignUp(validHospitalSignUp, { isAgency: false }))).toEqual({});
  });

  test('an empty form names every required field', () => {
    expect(errorsOf(validateSignUp(EMPTY_SIGN_UP_VALUES, { isAgency: false }))).toEqual({
      firstName: 'validation.firstNameInvalid',
      lastName: 'validation.lastNameInvalid',
      gender: 'validation.genderInvalid',
      organisation: 'validation.organisationInvalid',
      role: 'validation.positionInvalid',
      email: 'validation.emailInvalid',
      password: 'validation.passwordInvalid',
      passwordConfirmation: 'validation.passwordConfirmationRequired',
      acceptTC: 'validation.consentRequired',
    });
  });

  test('the institution is a chosen organisation for hospitals and text for agencies', () => {
    expect(validateSignUp({ ...validHospitalSignUp, organisation: 'Charité' }, { isAgency: false }).organisation).toBe(
      'validation.organisationInvalid',
    );
    expect(
      validateSignUp({ ...validHospitalSignUp, organisation: 'Pflege Plus' }, { isAgency: true }).organisation,
    ).toBe(undefined);
    expect(validateSignUp({ ...validHospitalSignUp, organisation: '  ' }, { isAgency: true }).organisation).toBe(
      'validation.organisationInvalid',
    );
  });

  test('whitespace is not a name, an unknown gender is not a gender', () => {
    const errors = validateSignUp({ ...validHospitalSignUp, firstName: '  ', gender: 'other' }, { isAgency: false });
    expect(errors.firstName).toBe('validation.firstNameInvalid');
    expect(errors.gender).toBe('validation.genderInvalid');
  });

  test('a phone number, when given, must look like one', () => {
    expect(
      validateSignUp({ ...validHospitalSignUp, phoneNumber: '+49 (30) 123-4567' }, { isAgency: false }).phoneNumber,
    ).toBe(undefined);
    expect(validateSignUp({ ...validHospitalSignUp, phoneNumber: 'call me' }, { isAgency: false }).phoneNumber).toBe(
      'validation.phoneInvalid',
    );
  });

  test('the password may not be the email address', () => {
    expect(
      validateSignUp(
        { ...validHospitalSignUp, password: 'clara@example.com', passwordConfirmation: 'clara@example.com' },
        { isAgency: false },
      ).password,
    ).toBe('validation.passwordEqualsEmail');
  });
});

describe('password rules', () => {
  test.each([
    ['', 'validation.passwordInvalid'],
    ['1234567', 'validation.passwordTooShort'],
    ['12345678', undefined],
  ])('"%s" → %s', (password, expected) => {
    expect(validateNewPassword(password)).toBe(expected);
  });

  test('the confirmation must be given and equal', () => {
    expect(validatePasswordConfirmation('abcdefgh', '')).toBe('validation.passwordConfirmationRequired');
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgH')).toBe('validation.passwordMismatch');
    expect(validatePasswordConfirmation('abcdefgh', 'abcdefgh')).toBeUndefined();
  });
});

describe('sign-in and email rules', () => {
  test('sign-in needs both fields and nothing more', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(errorsOf(validateSignIn({ email: 'x', password: 'y' }))).toEqual({});
  });

  test.each([
    ['', 'validation.emailRequired'],
    ['anna', 'validation.emailInvalid'],
    ['anna@klinik', 'validation.emailInvalid'],
    [' anna.meyer@klinikum.berlin ', undefined],
  ])('email "%s" → %s', (email, expected) => {
    expect(validateEmail(email)).toBe(expected);
  });
});
