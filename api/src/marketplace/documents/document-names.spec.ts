import { asciiFileName, attachmentHeader, displayFileName, downloadFileName, repairLatin1Name } from './document-names';

describe('document names', () => {
  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['C:\\docs\\lebenslauf.pdf', 'lebenslauf.pdf'],
    ['a"b\u0000\u0085.pdf', 'a"b.pdf'],
    ['', 'lebenslauf.pdf'],
    // A right-to-left override showed this as "cvexe.pdf".
    ['cv\u202Efdp.exe', 'cvfdp.exe.pdf'],
    ['\u2067Zeugnis\u2069\u200B.PDF', 'Zeugnis.PDF'],
    // A PDF/HTML polyglot: never shown (nor saved) as .html.
    ['poly.html', 'poly.html.pdf'],
    // NFD from macOS becomes NFC.
    ['Lebenslauf_Mu\u0308ller.pdf', 'Lebenslauf_Müller.pdf'],
    ['a\u2028b\tc.pdf', 'a b c.pdf'],
  ])('shows the uploaded name %j as %j', (name, shown) => {
    expect(displayFileName(name, 'CV')).toBe(shown);
  });

  it('shows at most 200 characters of a name', () => {
    expect([...displayFileName(`${'ü'.repeat(300)}.pdf`, 'CV')]).toHaveLength(204);
  });

  it.each([
    ['Lebenslauf_MÃ¼ller.pdf', 'Lebenslauf_Müller.pdf'],
    ['Ã\u0084rztin.pdf', 'Ärztin.pdf'],
    ['GrÃ¶Ã\u009Fe.pdf', 'Größe.pdf'],
    // Real Latin-1 text and names beyond Latin-1 were never misread.
    ['café.pdf', 'café.pdf'],
    ['Müller.pdf', 'Müller.pdf'],
    ['Łukasz.pdf', 'Łukasz.pdf'],
    ['GrÃ¶ÃŸe.pdf', 'GrÃ¶ÃŸe.pdf'],
    ['plain.pdf', 'plain.pdf'],
  ])('repairs the Latin-1 misreading %j', (stored, repaired) => {
    expect(repairLatin1Name(stored)).toBe(repaired);
  });

  it('names a download by kind, candidate and request only', () => {
    expect(downloadFileName({ kind: 'CV', candidateName: 'Müller', jobRequestId: 123 })).toBe(
      'Lebenslauf-Müller-Anfrage-123.pdf',
    );
    expect(
      downloadFileName({ kind: 'LICENCE_TO_PRACTISE', candidateName: 'von <b>Hagen</b>.html', jobRequestId: 7 }),
    ).toBe('Approbation-von-b-Hagen-b-html-Anfrage-7.pdf');
    expect(downloadFileName({ kind: 'SPECIALIST_DIPLOMA', candidateName: '\u202E', jobRequestId: null })).toBe(
      'Facharzturkunde.pdf',
    );
    expect(downloadFileName({ kind: 'OTHER', candidateName: null, jobRequestId: 9 })).toBe('Dokument-Anfrage-9.pdf');
  });

  it('spells German letters out in the ASCII form and drops other accents', () => {
    expect(asciiFileName('Lebenslauf-Müller-Straße-Łódź-Zoë.pdf')).toBe('Lebenslauf-Mueller-Strasse-_odz-Zoe.pdf');
  });

  it('sends the name as an attachment with an ASCII fallback and the UTF-8 form (RFC 6266, RFC 8187)', () => {
    expect(attachmentHeader('Lebenslauf-Müller-Anfrage-123.pdf')).toBe(
      'attachment; filename="Lebenslauf-Mueller-Anfrage-123.pdf"; filename*=UTF-8\'\'Lebenslauf-M%C3%BCller-Anfrage-123.pdf',
    );
  });
});
