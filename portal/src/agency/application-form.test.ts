import { DOCUMENT_MAX_BYTES } from '@medstaff/domain';
import { documentError, missingFiles, parseHourlyRate, validateApplication, validateInvite } from './application-form';

const pdf = (name = 'cv.pdf', content = '%PDF-1.7 body') => new File([content], name, { type: 'application/pdf' });

describe('the apply form', () => {
  test.each([
    ['42,50', 42.5],
    ['42.5', 42.5],
    [' 60 ', 60],
    ['60 €', 60],
  ])('reads the rate %j as %d euros', (text, rate) => {
    expect(parseHourlyRate(text)).toBe(rate);
  });

  test.each([['abc'], ['0'], ['-5'], ['4,555']])('refuses the rate %j', (text) => {
    expect(parseHourlyRate(text)).toBeUndefined();
  });

  test('an empty form gets the spec’s messages', () => {
    expect(validateApplication({ candidateId: '', applicantName: ' ', hourlyRate: '', files: {} })).toEqual({
      candidateId: 'apply.error.required',
      applicantName: 'apply.error.nameRequired',
      hourlyRate: 'apply.error.required',
      cv: 'apply.error.allFiles',
      licence: 'apply.error.allFiles',
      diploma: 'apply.error.allFiles',
    });
  });

  test('a kind on file needs no upload; only kinds neither on file nor uploaded are missing', () => {
    const values = {
      candidateId: '31',
      applicantName: 'Anna',
      hourlyRate: '40',
      files: { licence: pdf('licence.pdf') },
    };
    expect(missingFiles(values.files, [{ kind: 'CV' }])).toEqual(['diploma']);
    expect(validateApplication(values, [{ kind: 'CV' }, { kind: 'SPECIALIST_DIPLOMA' }])).toEqual({});
    expect(validateApplication(values, [{ kind: 'CV' }])).toEqual({ diploma: 'apply.error.allFiles' });
  });

  test('the invite needs all three fields and a valid email', () => {
    expect(validateInvite({ email: '', firstName: ' ', lastName: '' })).toEqual({
      email: 'apply.error.required',
      firstName: 'apply.error.required',
      lastName: 'apply.error.required',
    });
    expect(validateInvite({ email: 'clara@', firstName: 'Clara', lastName: 'Neu' })).toEqual({
      email: 'validation.emailInvalid',
    });
    expect(validateInvite({ email: ' clara@klinikum.berlin ', firstName: 'Clara', lastName: 'Neu' })).toEqual({});
  });

  test('a PDF passes; a PNG named .pdf, a text file and a too large file do not', async () => {
    expect(await documentError(pdf())).toBeUndefined();
    expect(await documentError(new File(['\x89PNG....'], 'scan.pdf', { type: 'application/pdf' }))).toBe(
      'apply.error.notPdf',
    );
    expect(await documentError(new File(['hello'], 'cv.txt', { type: 'text/plain' }))).toBe('apply.error.notPdf');
    const large = pdf();
    Object.defineProperty(large, 'size', { value: DOCUMENT_MAX_BYTES + 1 });
    expect(await documentError(large)).toBe('apply.error.tooLarge');
  });
});
