import { createHash } from 'node:crypto';
import { pdfText } from '../../../test/pdf-text';
import {
  renderAcceptanceCertificatePdf,
  renderAmendmentPdf,
  renderContractPdf,
  type ContractContent,
} from './contract-pdf';

const content: ContractContent = {
  number: 'AÜV-2026-000042',
  issuedAt: new Date('2026-11-28T09:30:00Z'),
  agency: {
    id: 1,
    name: 'Pflege Plus GmbH',
    address: 'Hauptstraße 1',
    postcode: '50667',
    city: 'Köln',
    permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion NRW',
    permitIssuedOn: '2024-03-01',
  },
  hospital: {
    id: 2,
    name: 'Klinikum Süd',
    address: 'Klinikweg 5',
    postcode: '10115',
    city: 'Berlin',
    workingConditions: 'TVöD-K, 38,5 Stunden je Woche',
    cancellationTerms: 'Kostenfrei bis 72 Stunden vor Dienstbeginn, danach 50 % der gebuchten Stunden.',
    cancellationFreeHours: null,
    cancellationLateSharePercent: null,
  },
  departmentName: 'Intensivstation 3',
  workerName: 'Łucja Müller-Ștefan',
  activity: 'Intensivpflege Nachtdienst',
  position: 'Pflegefachkraft',
  field: 'Intensivmedizin',
  // 21:00–07:00 Berlin (winter time, UTC+1).
  shifts: [{ startAt: new Date('2026-12-01T20:00:00Z'), endAt: new Date('2026-12-02T06:00:00Z') }],
  rates: [{ activity: 'Aktiv', cost: '52.50' }],
  equalPayNotice: true,
  termsUrl: 'https://medstaff.example/agb',
};

describe('the leasing contract PDF', () => {
  it('carries every item §12 AÜG asks for, in German and in an English reading copy', async () => {
    const bytes = await renderContractPdf(content);
    const pages = pdfText(bytes);
    const german = pages.filter((page) => page.includes('Arbeitnehmerüberlassungsvertrag (§ 12 AÜG)')).join('\n');
    const english = pages.filter((page) => page.includes('English reading copy')).join('\n');
    expect(german).toContain('Arbeitnehmerüberlassung');
    expect(german).toContain('Name: Lucja Müller-Stefan');
    expect(german).toContain('Pflege Plus GmbH, Hauptstraße 1, 50667 Köln');
    expect(german).toContain('erteilt von Bundesagentur für Arbeit, Regionaldirektion NRW am 01.03.2024');
    expect(german).toContain('Klinikum Süd, Klinikweg 5, 10115 Berlin');
    expect(german).toContain('Station: Intensivstation 3');
    expect(german).toContain('01.12.2026 21:00 – 07:00 Uhr (bis 02.12.2026)');
    expect(german).toMatch(/Aktiv: 52,50\s€ je Stunde/);
    expect(german).toContain('TVöD-K, 38,5 Stunden je Woche');
    expect(german).toContain('Gleichstellung (§ 8 Abs. 4 AÜG)');
    expect(german).toContain('Kostenfrei bis 72 Stunden');
    expect(german).toContain('https://medstaff.example/agb');
    expect(german).toContain('Vertragsnummer: AÜV-2026-000042 · Datum: 28.11.2026');
    expect(english).toContain('Translation for information only. Only the German text above is binding.');
    expect(english).toContain('expressly designate this as temporary agency work (Arbeitnehmerüberlassung)');
    expect(english).toContain('Name: Lucja Müller-Stefan');
  });

  it('gives the same bytes for the same content, and says when the hospital left a text out', async () => {
    const first = await renderContractPdf(content);
    const second = await renderContractPdf(content);
    expect(createHash('sha256').update(first).digest('hex')).toBe(createHash('sha256').update(second).digest('hex'));
    const bare = pdfText(
      await renderContractPdf({
        ...content,
        equalPayNotice: false,
        rates: [],
        hospital: { ...content.hospital, workingConditions: null, cancellationTerms: ' ' },
      }),
    ).join('\n');
    expect(bare).not.toContain('Gleichstellung');
    expect(bare).toContain('Keine Stundensätze in der Anfrage angegeben');
    expect(bare.match(/Vom Entleiher nicht hinterlegt\./g)).toHaveLength(2);
  });

  it('states the hospital’s structured cancellation terms in both languages', async () => {
    const text = pdfText(
      await renderContractPdf({
        ...content,
        hospital: {
          ...content.hospital,
          cancellationTerms: null,
          cancellationFreeHours: 48,
          cancellationLateSharePercent: 40,
        },
      }),
    ).join('\n');
    expect(text).toContain('bis 48 Stunden vor Beginn des ersten betroffenen Dienstes kostenfrei; danach werden 40 %');
    expect(text).toContain(
      'free of charge until 48 hours before the start of the first affected shift; after that 40 %',
    );
    expect(text).not.toContain('Vom Entleiher nicht hinterlegt.\nVom');
    expect(text.match(/Vom Entleiher nicht hinterlegt\./g)).toBeNull();
  });

  it('writes the change agreement (Nachtrag) with the new and the previous times', async () => {
    const text = pdfText(
      await renderAmendmentPdf({
        number: 'AÜV-2026-000042-N1',
        contractNumber: 'AÜV-2026-000042',
        issuedAt: new Date('2026-11-28T10:00:00Z'),
        agency: content.agency,
        hospital: content.hospital,
        departmentName: 'Intensivstation 3',
        workerName: 'Julia Kowalski',
        activity: 'Intensivpflege Nachtdienst',
        previousShifts: content.shifts,
        shifts: [{ startAt: new Date('2026-12-01T21:00:00Z'), endAt: new Date('2026-12-02T07:00:00Z') }],
        note: 'Übergabe später',
        proposedBy: 'Anna Admin <anna@example.de>',
        proposedAt: new Date('2026-11-28T09:00:00Z'),
        acceptedBy: 'Bernd Agent <bernd@example.de>',
        acceptedAt: new Date('2026-11-28T10:00:00Z'),
        ipAddress: '203.0.113.5',
      }),
    ).join('\n');
    expect(text).toContain('Änderungsvereinbarung / Nachtrag zum Arbeitnehmerüberlassungsvertrag');
    expect(text).toContain('Zum Vertrag Nr.: AÜV-2026-000042');
    expect(text).toContain('01.12.2026 22:00 – 08:00 Uhr (bis 02.12.2026)');
    expect(text).toContain('01.12.2026 21:00 – 07:00 Uhr (bis 02.12.2026)');
    expect(text).toContain(
      'Angenommen von Bernd Agent <bernd@example.de> (Verleiher) am 28.11.2026 11:00 von der Adresse 203.0.113.5',
    );
    expect(text).toContain('English reading copy');
    expect(text).toContain('To contract no.: AÜV-2026-000042');
  });

  it('certifies both acceptances with their hashes', async () => {
    const text = pdfText(
      await renderAcceptanceCertificatePdf({
        number: 'AÜV-2026-000042-B',
        contractNumber: 'AÜV-2026-000042',
        contractSha256: 'a'.repeat(64),
        issuedAt: new Date('2026-11-28T10:00:00Z'),
        acceptances: [
          {
            side: 'hospital',
            acceptedBy: 'Dr. Anna Admin <anna@example.de>',
            acceptedAt: new Date('2026-11-28T09:45:00Z'),
            ipAddress: '203.0.113.5',
            sha256: 'a'.repeat(64),
          },
          {
            side: 'agency',
            acceptedBy: 'Bernd Agent <bernd@example.de>',
            acceptedAt: new Date('2026-11-28T09:59:00Z'),
            ipAddress: '2001:db8::1',
            sha256: 'a'.repeat(64),
          },
        ],
      }),
    ).join('\n');
    expect(text).toContain('Certificate of acceptance');
    expect(text).toContain('Angenommen von / Accepted by: Dr. Anna Admin <anna@example.de>');
    expect(text).toContain('Zeitpunkt / Time: 28.11.2026 10:45 (Europe/Berlin)');
    expect(text).toContain('Adresse / Address: 2001:db8::1');
    expect(text).toContain(`SHA-256 des Vertrags / of the contract: ${'a'.repeat(64)}`);
  });
});
