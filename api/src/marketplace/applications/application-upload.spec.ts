import { DOCUMENT_MAX_BYTES } from '@medstaff/domain';
import { DomainError } from '../../platform/common/domain-error';
import { checkApplicationFiles, checkPdf, cleanFileName } from './application-upload';

const file = (buffer: Buffer, originalname = 'a.pdf') => ({
  buffer,
  size: buffer.length,
  originalname,
  mimetype: 'application/pdf',
});
const pdf = file(Buffer.from('%PDF-1.7\n'));
const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof DomainError ? error.code : 'other';
  }
  return 'none';
};

describe('application uploads', () => {
  it.each([
    ['a PDF', pdf, 'none'],
    ['a PNG named .pdf', file(Buffer.from([0x89, 0x50, 0x4e, 0x47])), 'UNSUPPORTED_MEDIA_TYPE'],
    ['an empty file', file(Buffer.alloc(0)), 'VALIDATION_FAILED'],
    ['no file', undefined, 'VALIDATION_FAILED'],
    ['5 MB + 1 byte', { ...pdf, size: DOCUMENT_MAX_BYTES + 1 }, 'PAYLOAD_TOO_LARGE'],
  ])('checks %s by content and size', (_name, upload, code) => {
    expect(codeOf(() => checkPdf(upload, 'CV'))).toBe(code);
  });

  it('stores each document under a new random key', () => {
    const [first, second] = [checkPdf(pdf, 'CV'), checkPdf(pdf, 'CV')];
    expect(first.storageKey).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    expect(first.storageKey).not.toBe(second.storageKey);
  });

  it('needs all three files', () => {
    expect(codeOf(() => checkApplicationFiles({ cv: [pdf], licence: [pdf] }))).toBe('VALIDATION_FAILED');
    const checked = checkApplicationFiles({ cv: [pdf], licence: [pdf], diploma: [pdf] });
    expect(checked.uploaded.map((item) => item.kind)).toEqual(['CV', 'LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA']);
    expect(checked.reuse).toEqual([]);
  });

  it('takes a kind that is not uploaded from the documents on file', () => {
    const checked = checkApplicationFiles({ cv: [pdf] }, new Set(['LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA']));
    expect(checked.uploaded.map((item) => item.kind)).toEqual(['CV']);
    expect(checked.reuse).toEqual(['LICENCE_TO_PRACTISE', 'SPECIALIST_DIPLOMA']);
    // An upload replaces the one on file; a kind neither uploaded nor on file is still refused.
    expect(checkApplicationFiles({ cv: [pdf], licence: [pdf], diploma: [pdf] }, new Set(['CV'])).reuse).toEqual([]);
    expect(codeOf(() => checkApplicationFiles({}, new Set(['CV', 'LICENCE_TO_PRACTISE'])))).toBe('VALIDATION_FAILED');
  });

  it('keeps the uploaded name only as text to show, cleaned', () => {
    expect(cleanFileName('cv\u202Efdp.exe', 'CV')).toBe('cvfdp.exe.pdf');
  });
});
