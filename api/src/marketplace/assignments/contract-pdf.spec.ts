import { createHash } from 'node:crypto';
import { pdfText } from '../../../test/pdf-text';
import { renderAcceptanceCertificatePdf, renderContractPdf, type ContractContent } from './contract-pdf';

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
