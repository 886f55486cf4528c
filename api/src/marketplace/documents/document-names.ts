import type { DocumentKind } from '@medstaff/domain';

/**
 * The names of documents (issue 24): the server names every file it serves, and the name the
 * uploader's computer gave it is kept only as text to show.
 */

/** The German word for each kind, as the hospital's staff file it (`Lebenslauf-Mueller-Anfrage-123.pdf`). */
const KIND_NAMES: ReadonlyMap<DocumentKind, string> = new Map<DocumentKind, string>([
  ['CV', 'Lebenslauf'],
  ['LICENCE_TO_PRACTISE', 'Approbation'],
  ['SPECIALIST_DIPLOMA', 'Facharzturkunde'],
  ['OTHER', 'Dokument'],
]);

/**
 * Characters never kept in a name: controls (C0, DEL, C1), format characters (the bidirectional
 * overrides and isolates such as U+202E, zero-width characters, the soft hyphen), lone surrogates,
 * private-use characters and the line and paragraph separators.
 */
const UNSAFE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\u2028\u2029]/gu;
const MAX_DISPLAY_CHARACTERS = 200;

/**
 * The uploader's file name as text to show next to the document: the last path segment, NFC,
 * without the characters above, at most 200 characters, and always ending in `.pdf` (every
 * document is a PDF by its content; `poly.html` is shown as `poly.html.pdf`). Never used as the
 * name of a file anyone saves.
 */
export function displayFileName(name: string | undefined, kind: DocumentKind): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [
    ...base
      .normalize('NFC')
      .replace(/[\t\n\r\u2028\u2029]/g, ' ')
      .replace(UNSAFE, '')
      .replace(/\s+/g, ' ')
      .trim(),
  ]
    .slice(0, MAX_DISPLAY_CHARACTERS)
    .join('')
    .trim();
  if (!clean) return `${(KIND_NAMES.get(kind) ?? 'Dokument').toLowerCase()}.pdf`;
  return /\.pdf$/i.test(clean) ? clean : `${clean}.pdf`;
}

/**
 * Repairs a name that was read as Latin-1 although its bytes were UTF-8 (`Lebenslauf_MÃ¼ller.pdf`,
 * what multer stored before it decoded names as UTF-8): the name is taken back to its bytes and
 * read as UTF-8 when that gives valid text. Names with a character beyond Latin-1, or whose bytes
 * are no valid UTF-8, were never misread and stay as they are.
 */
export function repairLatin1Name(name: string): string {
  if (![...name].every((character) => character.charCodeAt(0) <= 0xff)) return name;
  const bytes = Buffer.from(name, 'latin1');
  if (bytes.every((byte) => byte < 0x80)) return name;
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return decoded.includes('\uFFFD') ? name : decoded;
}

const GERMAN_LETTERS: ReadonlyMap<string, string> = new Map([
  ['ä', 'ae'],
  ['ö', 'oe'],
  ['ü', 'ue'],
  ['Ä', 'Ae'],
  ['Ö', 'Oe'],
  ['Ü', 'Ue'],
  ['ß', 'ss'],
]);

/** Letters and digits of a name part, words joined by `-` (`Müller-Lüdenscheidt`), at most 60 characters. */
function namePart(text: string): string {
  return [
    ...text
      .normalize('NFC')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, ''),
  ]
    .slice(0, 60)
    .join('')
    .replace(/-+$/, '');
}

/** The ASCII form of a name: German letters spelled out, other accents dropped, anything else `_`. */
export function asciiFileName(name: string): string {
  return [...name]
    .map((character) => GERMAN_LETTERS.get(character) ?? character)
    .join('')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]/g, '_');
}

export interface DownloadNameParts {
  kind: DocumentKind;
  /** The candidate's last name, when the document belongs to one. */
  candidateName: string | null;
  /** The request the document was sent with. */
  jobRequestId: number | null;
}

/** The name a document is saved under: `Lebenslauf-Müller-Anfrage-123.pdf`, made by the server only. */
export function downloadFileName({ kind, candidateName, jobRequestId }: DownloadNameParts): string {
  const parts = [KIND_NAMES.get(kind) ?? 'Dokument'];
  const candidate = candidateName ? namePart(candidateName) : '';
  if (candidate) parts.push(candidate);
  if (jobRequestId !== null) parts.push('Anfrage', String(jobRequestId));
  return `${parts.join('-')}.pdf`;
}

/**
 * `attachment` with the server's name: a quoted ASCII `filename` for old clients and the UTF-8
 * form as `filename*` (RFC 6266, RFC 8187/5987), percent-encoding all but the attribute characters.
 */
export function attachmentHeader(fileName: string): string {
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${asciiFileName(fileName)}"; filename*=UTF-8''${encoded}`;
}
