import { PDFDocument, StandardFonts, type PDFFont, type PDFPage } from '@cantoo/pdf-lib';
import { formatBerlin, type ContractSide } from '@medstaff/domain';
import type { AgencyContractParty } from '../../agencies/agency-members.service';
import type { HospitalContractParty } from '../../organisations/organisation-members.service';
import type { AssignmentRate } from './assignment.entity';

/** Everything the leasing contract (Arbeitnehmerüberlassungsvertrag, §12 AÜG) states. */
export interface ContractContent {
  number: string;
  issuedAt: Date;
  agency: AgencyContractParty;
  hospital: HospitalContractParty;
  departmentName: string | null;
  workerName: string;
  /** The request's title (the activity), position and field (the required qualification). */
  activity: string;
  position: string | null;
  field: string | null;
  shifts: readonly { startAt: Date; endAt: Date }[];
  rates: readonly AssignmentRate[];
  equalPayNotice: boolean;
  /** Where the platform's terms are published (referenced, not reprinted). */
  termsUrl: string;
}

/** One acceptance as the certificate lists it. */
export interface CertifiedAcceptance {
  side: ContractSide;
  acceptedBy: string;
  acceptedAt: Date;
  ipAddress: string;
  sha256: string;
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const SIZE = { title: 15, heading: 11, body: 9.5 } as const;
const LINE = 1.35;

const day = (instant: Date) => formatBerlin(instant, 'dd.MM.yyyy');
const dateTime = (instant: Date) => formatBerlin(instant, 'dd.MM.yyyy HH:mm');
const time = (instant: Date) => formatBerlin(instant, 'HH:mm');
const isoDayText = (isoDay: string) => isoDay.split('-').reverse().join('.');
const place = (party: { address: string; postcode: string; city: string | null }) =>
  [party.address, [party.postcode, party.city].filter(Boolean).join(' ')].filter((part) => part.trim()).join(', ');

/** Writes wrapped text onto pages, adding a page when one is full. */
class Writer {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly document: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.page = this.newPage();
  }

  newPage(): PDFPage {
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.page.drawText(this.encodable(this.regular, this.footer), {
      x: PAGE.margin,
      y: PAGE.margin / 2,
      size: 7.5,
      font: this.regular,
    });
    return this.page;
  }

  title(text: string): void {
    this.write(text, this.bold, SIZE.title);
    this.y -= 6;
  }

  heading(text: string): void {
    this.y -= 6;
    this.write(text, this.bold, SIZE.heading);
  }

  text(text: string): void {
    for (const paragraph of text.split(/\r?\n/)) this.write(paragraph, this.regular, SIZE.body);
  }

  private write(text: string, font: PDFFont, size: number): void {
    const width = PAGE.width - 2 * PAGE.margin;
    for (const line of this.wrap(this.encodable(font, text), font, size, width)) {
      if (this.y - size * LINE < PAGE.margin) this.newPage();
      this.y -= size * LINE;
      this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font });
    }
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = '';
    for (const word of text.split(/\s+/)) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    lines.push(current);
    return lines;
  }

  /**
   * The standard fonts encode WinAnsi (all of German and Western Europe); a letter beyond it (ł, ș)
   * is written without its accent (l, s), anything else as "?", so a name never breaks the contract.
   */
  private encodable(font: PDFFont, text: string): string {
    const known = characterSet(font);
    let result = '';
    for (const character of text) {
      const code = character.codePointAt(0) as number;
      if (known.has(code)) result += character;
      else {
        const plain = (STROKED.get(character) ?? character).normalize('NFD').replace(/[\u0300-\u036f]/g, '');
        result += [...plain].every((part) => known.has(part.codePointAt(0) as number)) && plain ? plain : '?';
      }
    }
    return result;
  }
}

/** Letters with a stroke, which have no accent to take away. */
const STROKED: ReadonlyMap<string, string> = new Map([
  ['Ł', 'L'],
  ['ł', 'l'],
  ['Đ', 'D'],
  ['đ', 'd'],
  ['Ħ', 'H'],
  ['ħ', 'h'],
  ['ı', 'i'],
]);

const CHARACTER_SETS = new WeakMap<PDFFont, Set<number>>();
function characterSet(font: PDFFont): Set<number> {
  let set = CHARACTER_SETS.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    CHARACTER_SETS.set(font, set);
  }
  return set;
}

async function newDocument(title: string, issuedAt: Date) {
  const document = await PDFDocument.create();
  document.setTitle(title);
  document.setAuthor('MedStaff');
  document.setCreator('MedStaff');
  document.setProducer('MedStaff');
  // Fixed dates: the same content gives the same bytes (and the same SHA-256).
  document.setCreationDate(issuedAt);
  document.setModificationDate(issuedAt);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  return { document, regular, bold };
}

/** The German contract, then the English reading copy marked as a translation, as PDF bytes. */
export async function renderContractPdf(content: ContractContent): Promise<Uint8Array> {
  const { document, regular, bold } = await newDocument(
    `Arbeitnehmerüberlassungsvertrag ${content.number}`,
    content.issuedAt,
  );
  const footer = `${content.number} · ${day(content.issuedAt)}`;
  const german = new Writer(document, regular, bold, `Vertrag ${footer}`);
  writeGerman(german, content);
  const english = new Writer(document, regular, bold, `Contract ${footer} · English reading copy (translation)`);
  writeEnglish(english, content);
  return document.save({ useObjectStreams: false });
}

function writeGerman(out: Writer, content: ContractContent): void {
  const { agency, hospital } = content;
  out.title('Arbeitnehmerüberlassungsvertrag (§ 12 AÜG)');
  out.text(`Vertragsnummer: ${content.number} · Datum: ${day(content.issuedAt)}`);
  out.heading('1. Vertragsparteien');
  out.text(`Verleiher: ${agency.name}, ${place(agency)}`);
  out.text(
    agency.permitAuthority && agency.permitIssuedOn
      ? `Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG, erteilt von ${agency.permitAuthority} am ${isoDayText(agency.permitIssuedOn)}.`
      : 'Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG: nicht hinterlegt.',
  );
  out.text(`Entleiher: ${hospital.name}, ${place(hospital)}`);
  out.heading('2. Ausdrückliche Bezeichnung (§ 1 Abs. 1 Satz 5 AÜG)');
  out.text(
    'Die Parteien bezeichnen die Überlassung ausdrücklich als Arbeitnehmerüberlassung. Der Verleiher überlässt dem Entleiher die unten genannte Person als Leiharbeitnehmerin bzw. Leiharbeitnehmer.',
  );
  out.heading('3. Leiharbeitnehmer (§ 1 Abs. 1 Satz 6 AÜG)');
  out.text(`Name: ${content.workerName}`);
  out.heading('4. Tätigkeit und erforderliche Qualifikation');
  out.text(`Tätigkeit: ${content.activity}`);
  out.text(`Position: ${content.position ?? '–'} · Fachgebiet: ${content.field ?? '–'}`);
  out.heading('5. Einsatzort');
  out.text(`${hospital.name}, ${place(hospital)}`);
  out.text(`Station: ${content.departmentName ?? '–'}`);
  out.heading('6. Einsatzzeiten (Zeitzone Europe/Berlin)');
  for (const shift of content.shifts)
    out.text(`${dateTime(shift.startAt)} – ${time(shift.endAt)} Uhr (bis ${day(shift.endAt)})`);
  out.heading('7. Vergütung (Stundensätze zzgl. gesetzlicher Umsatzsteuer)');
  if (content.rates.length === 0)
    out.text('Keine Stundensätze in der Anfrage angegeben; es gilt die Preisvereinbarung der Parteien.');
  for (const rate of content.rates) out.text(`${rate.activity}: ${euros(rate.cost, 'de')} je Stunde`);
  out.heading('8. Wesentliche Arbeitsbedingungen vergleichbarer Arbeitnehmer des Entleihers (§ 12 Abs. 1 Satz 3 AÜG)');
  out.text(hospital.workingConditions?.trim() || 'Vom Entleiher nicht hinterlegt.');
  if (content.equalPayNotice) {
    out.heading('9. Gleichstellung (§ 8 Abs. 4 AÜG)');
    out.text(
      'Hinweis: Mit diesem Einsatz ist die Person mehr als neun Monate an den Entleiher überlassen. Ab dem ersten Tag des zehnten Monats hat sie Anspruch auf das Arbeitsentgelt vergleichbarer Arbeitnehmer des Entleihers (Equal Pay).',
    );
  }
  out.heading(`${content.equalPayNotice ? 10 : 9}. Stornierungsbedingungen des Entleihers`);
  const germanTerms = structuredTerms(hospital, 'de');
  if (germanTerms) out.text(germanTerms);
  const germanText = hospital.cancellationTerms?.trim();
  if (germanText || !germanTerms) out.text(germanText || 'Vom Entleiher nicht hinterlegt.');
  out.heading(`${content.equalPayNotice ? 11 : 10}. Weitere Bedingungen und Textform`);
  out.text(`Es gelten die Nutzungsbedingungen der Plattform MedStaff (${content.termsUrl}), auf die verwiesen wird.`);
  out.text(
    'Der Vertrag wird in Textform (§ 126b BGB, § 12 Abs. 1 AÜG) geschlossen: Beide Parteien nehmen dieses Dokument im Portal an; erfasst werden Person, Zeitpunkt, Adresse und der SHA-256-Wert dieses Dokuments.',
  );
}

function writeEnglish(out: Writer, content: ContractContent): void {
  const { agency, hospital } = content;
  out.newPage();
  out.title('Temporary agency work contract (§ 12 AÜG) – English reading copy');
  out.text('Translation for information only. Only the German text above is binding.');
  out.text(`Contract number: ${content.number} · Date: ${day(content.issuedAt)}`);
  out.heading('1. Parties');
  out.text(`Lender (agency): ${agency.name}, ${place(agency)}`);
  out.text(
    agency.permitAuthority && agency.permitIssuedOn
      ? `Permit for temporary agency work under § 1 AÜG, granted by ${agency.permitAuthority} on ${isoDayText(agency.permitIssuedOn)}.`
      : 'Permit for temporary agency work under § 1 AÜG: not on file.',
  );
  out.text(`Hirer (hospital): ${hospital.name}, ${place(hospital)}`);
  out.heading('2. Express designation (§ 1(1) sentence 5 AÜG)');
  out.text(
    'The parties expressly designate this as temporary agency work (Arbeitnehmerüberlassung). The agency leases the person named below to the hospital.',
  );
  out.heading('3. Temporary worker (§ 1(1) sentence 6 AÜG)');
  out.text(`Name: ${content.workerName}`);
  out.heading('4. Activity and required qualification');
  out.text(`Activity: ${content.activity}`);
  out.text(`Position: ${content.position ?? '–'} · Field: ${content.field ?? '–'}`);
  out.heading('5. Place of work');
  out.text(`${hospital.name}, ${place(hospital)}`);
  out.text(`Department: ${content.departmentName ?? '–'}`);
  out.heading('6. Dates and times (time zone Europe/Berlin)');
  for (const shift of content.shifts)
    out.text(`${dateTime(shift.startAt)} – ${time(shift.endAt)} (until ${day(shift.endAt)})`);
  out.heading('7. Rates (per hour, plus statutory VAT)');
  if (content.rates.length === 0) out.text('The request states no hourly rates; the parties’ price agreement applies.');
  for (const rate of content.rates) out.text(`${rate.activity}: ${euros(rate.cost, 'en')} per hour`);
  out.heading('8. Essential working conditions of the hospital’s comparable staff (§ 12(1) sentence 3 AÜG)');
  out.text(hospital.workingConditions?.trim() || 'Not on file with the hospital.');
  if (content.equalPayNotice) {
    out.heading('9. Equal treatment (§ 8(4) AÜG)');
    out.text(
      'Notice: with this assignment the person is leased to the hospital for more than nine months. From the first day of the tenth month they are entitled to the pay of the hospital’s comparable staff (equal pay).',
    );
  }
  out.heading(`${content.equalPayNotice ? 10 : 9}. The hospital’s cancellation terms`);
  const englishTerms = structuredTerms(hospital, 'en');
  if (englishTerms) out.text(englishTerms);
  const englishText = hospital.cancellationTerms?.trim();
  if (englishText || !englishTerms) out.text(englishText || 'Not on file with the hospital.');
  out.heading(`${content.equalPayNotice ? 11 : 10}. Further terms and text form`);
  out.text(`The terms of use of the MedStaff platform (${content.termsUrl}) apply by reference.`);
  out.text(
    'The contract is concluded in text form (§ 126b BGB, § 12(1) AÜG): both parties accept this document in the portal; the person, time, address and the SHA-256 of this document are recorded.',
  );
}

/** The hospital's structured cancellation terms as a sentence, or null without them. */
function structuredTerms(
  hospital: Pick<HospitalContractParty, 'cancellationFreeHours' | 'cancellationLateSharePercent'>,
  language: 'de' | 'en',
): string | null {
  const { cancellationFreeHours: hours, cancellationLateSharePercent: share } = hospital;
  if (hours === null || share === null) return null;
  return language === 'de'
    ? `Eine Stornierung durch den Entleiher ist bis ${hours} Stunden vor Beginn des ersten betroffenen Dienstes kostenfrei; danach werden ${share} % der gebuchten Stunden der noch nicht beendeten Dienste zum vereinbarten Stundensatz berechnet.`
    : `A cancellation by the hospital is free of charge until ${hours} hours before the start of the first affected shift; after that ${share} % of the booked hours of the shifts not yet over are charged at the agreed hourly rate.`;
}

function euros(cost: string, language: 'de' | 'en'): string {
  const value = Number(cost);
  return new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(
    value,
  );
}

const SIDE_LABEL: ReadonlyMap<ContractSide, string> = new Map([
  ['hospital', 'Entleiher / Hirer'],
  ['agency', 'Verleiher / Lender'],
]);

/** The certificate of both acceptances, a second PDF beside the unchanged contract. */
export async function renderAcceptanceCertificatePdf(input: {
  number: string;
  contractNumber: string;
  contractSha256: string;
  issuedAt: Date;
  acceptances: readonly CertifiedAcceptance[];
}): Promise<Uint8Array> {
  const { document, regular, bold } = await newDocument(`Annahmebestätigung ${input.contractNumber}`, input.issuedAt);
  const out = new Writer(document, regular, bold, `${input.number} · ${day(input.issuedAt)}`);
  out.title('Annahmebestätigung / Certificate of acceptance');
  out.text(`Bescheinigung Nr. / Certificate no.: ${input.number} · ${dateTime(input.issuedAt)} (Europe/Berlin)`);
  out.text(`Arbeitnehmerüberlassungsvertrag / Contract: ${input.contractNumber}`);
  out.text(`SHA-256 des Vertrags / of the contract: ${input.contractSha256}`);
  for (const acceptance of input.acceptances) {
    out.heading(SIDE_LABEL.get(acceptance.side) ?? acceptance.side);
    out.text(`Angenommen von / Accepted by: ${acceptance.acceptedBy}`);
    out.text(`Zeitpunkt / Time: ${dateTime(acceptance.acceptedAt)} (Europe/Berlin)`);
    out.text(`Adresse / Address: ${acceptance.ipAddress}`);
    out.text(`SHA-256: ${acceptance.sha256}`);
  }
  out.heading('Textform / Text form');
  out.text(
    'Beide Parteien haben den Vertrag in Textform (§ 126b BGB) angenommen. / Both parties accepted the contract in text form (§ 126b BGB).',
  );
  return document.save({ useObjectStreams: false });
}

/** Everything the change agreement (Änderungsvereinbarung / Nachtrag) of an agreed change states. */
export interface AmendmentContent {
  number: string;
  contractNumber: string;
  issuedAt: Date;
  agency: AgencyContractParty;
  hospital: HospitalContractParty;
  departmentName: string | null;
  workerName: string;
  activity: string;
  previousShifts: readonly { startAt: Date; endAt: Date }[];
  shifts: readonly { startAt: Date; endAt: Date }[];
  note: string | null;
  proposedBy: string;
  proposedAt: Date;
  acceptedBy: string;
  acceptedAt: Date;
  ipAddress: string;
}

/**
 * The change agreement to a leasing contract (issue 29): the new dates and times replace section 6
 * of the contract; everything else stays. German, then the English reading copy marked as a translation.
 */
export async function renderAmendmentPdf(content: AmendmentContent): Promise<Uint8Array> {
  const { document, regular, bold } = await newDocument(
    `Änderungsvereinbarung ${content.number} zu ${content.contractNumber}`,
    content.issuedAt,
  );
  const footer = `${content.number} · ${day(content.issuedAt)}`;
  const shiftLine = (shift: { startAt: Date; endAt: Date }, suffix: (end: Date) => string) =>
    `${dateTime(shift.startAt)} – ${time(shift.endAt)}${suffix(shift.endAt)}`;
  const german = new Writer(document, regular, bold, `Nachtrag ${footer}`);
  german.title('Änderungsvereinbarung / Nachtrag zum Arbeitnehmerüberlassungsvertrag');
  german.text(`Nachtrag Nr.: ${content.number} · Datum: ${day(content.issuedAt)}`);
  german.text(`Zum Vertrag Nr.: ${content.contractNumber}`);
  german.heading('1. Vertragsparteien');
  german.text(`Verleiher: ${content.agency.name}, ${place(content.agency)}`);
  german.text(`Entleiher: ${content.hospital.name}, ${place(content.hospital)}`);
  german.text(`Leiharbeitnehmer: ${content.workerName} · Tätigkeit: ${content.activity}`);
  german.text(`Station: ${content.departmentName ?? '–'}`);
  german.heading('2. Änderung der Einsatzzeiten (Zeitzone Europe/Berlin)');
  german.text('Abschnitt 6 des Vertrags (Einsatzzeiten) wird wie folgt ersetzt:');
  for (const shift of content.shifts) german.text(shiftLine(shift, (end) => ` Uhr (bis ${day(end)})`));
  german.text('Bisherige Einsatzzeiten:');
  for (const shift of content.previousShifts) german.text(shiftLine(shift, (end) => ` Uhr (bis ${day(end)})`));
  if (content.note) german.text(`Anmerkung: ${content.note}`);
  german.heading('3. Übrige Bestimmungen');
  german.text('Alle übrigen Bestimmungen des Vertrags, insbesondere die Stundensätze, gelten unverändert fort.');
  german.heading('4. Textform');
  german.text(`Vorgeschlagen von ${content.proposedBy} (Entleiher) am ${dateTime(content.proposedAt)}.`);
  german.text(
    `Angenommen von ${content.acceptedBy} (Verleiher) am ${dateTime(content.acceptedAt)} von der Adresse ${content.ipAddress}, in Textform (§ 126b BGB).`,
  );

  const english = new Writer(document, regular, bold, `Amendment ${footer} · English reading copy (translation)`);
  english.newPage();
  english.title('Change agreement (amendment) to the temporary agency work contract – English reading copy');
  english.text('Translation for information only. Only the German text above is binding.');
  english.text(`Amendment no.: ${content.number} · Date: ${day(content.issuedAt)}`);
  english.text(`To contract no.: ${content.contractNumber}`);
  english.heading('1. Parties');
  english.text(`Lender (agency): ${content.agency.name}, ${place(content.agency)}`);
  english.text(`Hirer (hospital): ${content.hospital.name}, ${place(content.hospital)}`);
  english.text(`Temporary worker: ${content.workerName} · Activity: ${content.activity}`);
  english.text(`Department: ${content.departmentName ?? '–'}`);
  english.heading('2. Change of the dates and times (time zone Europe/Berlin)');
  english.text('Section 6 of the contract (dates and times) is replaced as follows:');
  for (const shift of content.shifts) english.text(shiftLine(shift, (end) => ` (until ${day(end)})`));
  english.text('Previous dates and times:');
  for (const shift of content.previousShifts) english.text(shiftLine(shift, (end) => ` (until ${day(end)})`));
  if (content.note) english.text(`Note: ${content.note}`);
  english.heading('3. Other terms');
  english.text('All other terms of the contract, in particular the hourly rates, remain unchanged.');
  english.heading('4. Text form');
  english.text(`Proposed by ${content.proposedBy} (hirer) on ${dateTime(content.proposedAt)}.`);
  english.text(
    `Accepted by ${content.acceptedBy} (lender) on ${dateTime(content.acceptedAt)} from the address ${content.ipAddress}, in text form (§ 126b BGB).`,
  );
  return document.save({ useObjectStreams: false });
}
