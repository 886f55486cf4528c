import { nameOrEmail } from './person-name';

describe('nameOrEmail', () => {
  it('gives first and last name', () => {
    expect(nameOrEmail({ firstName: 'Julia', lastName: 'Kowalski', email: 'j@k.de' })).toBe('Julia Kowalski');
  });

  it('gives the one name there is, without stray spaces', () => {
    expect(nameOrEmail({ firstName: ' Julia ', lastName: '', email: 'j@k.de' })).toBe('Julia');
    expect(nameOrEmail({ firstName: null, lastName: 'Kowalski', email: 'j@k.de' })).toBe('Kowalski');
  });

  it('gives the email of someone without a name', () => {
    expect(nameOrEmail({ firstName: '', lastName: '  ', email: 'new@medstaff.test' })).toBe('new@medstaff.test');
    expect(nameOrEmail({ firstName: null, lastName: undefined, email: 'new@medstaff.test' })).toBe('new@medstaff.test');
  });

  it('gives an empty text for nothing', () => {
    expect(nameOrEmail(undefined)).toBe('');
    expect(nameOrEmail({})).toBe('');
  });
});
