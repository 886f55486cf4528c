import { validateErasureForm } from './erasure-form';

describe('the erasure form', () => {
  test('takes no message or one of up to 1,000 characters (as the database counts them)', () => {
    expect(validateErasureForm({ message: '' })).toEqual({});
    expect(validateErasureForm({ message: '   ' })).toEqual({});
    expect(validateErasureForm({ message: 'x'.repeat(1000) })).toEqual({});
    expect(validateErasureForm({ message: '⚕'.repeat(1000) })).toEqual({});
    expect(validateErasureForm({ message: 'x'.repeat(1001) })).toEqual({ message: 'account.erasure.messageTooLong' });
  });
});
