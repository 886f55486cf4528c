import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { DocumentDisplayNames1795624100000 } from '../src/platform/database/migrations/sqlite/1795624100000-DocumentDisplayNames';
import { Document } from '../src/marketplace/documents/document.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { createHospital, doctorBody, orgAdmin, postJob } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

/** A PDF that is an HTML page too: a browser that sniffs it, or opens it as `.html`, runs the script. */
const POLYGLOT = Buffer.from('%PDF-1.4\n<html><body><script>alert(document.domain)</script></body></html>\n%%EOF\n');
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

interface DocumentAnswer {
  _id: number;
  kind: string;
  fileName: string;
}

/**
 * Issue 24, finding 6: the uploading agency must not choose the name the hospital saves. The
 * server names every download (kind, candidate, request, `.pdf`), keeps the uploaded name only as
 * text to show, reads multipart names as UTF-8 and drops control and bidirectional characters.
 */
describe.each(TEST_DIALECTS)('document names on %s', (dialect) => {
  let testApp: TestApp;
  let hospitalHeader: string;
  let agencyHeader: string;
  let candidate: Person;
  let jobId: number;
  let documents: DocumentAnswer[];
  let applicationId: number;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    const manager = testApp.dataSource.manager;
    const hospital = await createHospital(testApp, 'Klinikum Namen');
    hospitalHeader = (await orgAdmin(testApp, hospital.organisation)).header;
    const agency = await manager.save(
      manager.create(Agency, { name: 'Agentur Namen', address: 'Weg 1', postcode: '10117', country: 'DE' }),
    );
    const agent = await bearerFor(testApp, 'AGENCY');
    agencyHeader = agent.header;
    candidate = await manager.save(
      manager.create(Person, {
        email: uniqueEmail('candidate'),
        role: 'USER',
        status: 'ACTIVE',
        firstName: 'Jürgen',
        lastName: 'Müller',
        qualificationLevel: 'Facharzt',
      }),
    );
    await manager.insert(AgencyMembership, [
      { agencyId: agency.id, personId: agent.person.id, kind: 'USER' },
      { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' },
    ]);
    jobId = (await postJob(testApp, hospitalHeader, doctorBody(hospital)).expect(201)).body._id as number;
    const applied = await request(testApp.http)
      .post(`/api/job/apply/${jobId}`)
      .set('Authorization', agencyHeader)
      .field('candidateId', String(candidate.id))
      .field('applicantName', 'Dr. Jürgen Müller')
      .field('hourlyRate', '80')
      .attach('cv', pdf('cv'), { filename: 'Lebenslauf_Müller.pdf', contentType: 'application/pdf' })
      .attach('licence', pdf('licence'), { filename: 'cv\u202Efdp.exe', contentType: 'application/pdf' })
      .attach('diploma', POLYGLOT, { filename: 'poly.html', contentType: 'text/html' })
      .expect(201);
    applicationId = applied.body._id as number;
    documents = applied.body.documents as DocumentAnswer[];
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  const nameOf = (kind: string) => documents.find((document) => document.kind === kind)?.fileName;

  it('keeps the uploaded names as text to show: read as UTF-8, without bidirectional overrides, ending in .pdf', async () => {
    expect(nameOf('CV')).toBe('Lebenslauf_Müller.pdf');
    expect(nameOf('LICENCE_TO_PRACTISE')).toBe('cvfdp.exe.pdf');
    expect(nameOf('SPECIALIST_DIPLOMA')).toBe('poly.html.pdf');
    const rows = await testApp.dataSource.manager.find(Document, { where: { applicationId }, order: { kind: 'ASC' } });
    expect(rows.map((row) => row.fileName).sort()).toEqual(
      ['Lebenslauf_Müller.pdf', 'cvfdp.exe.pdf', 'poly.html.pdf'].sort(),
    );
  });

  it('serves every document under a name the server makes, as a PDF attachment, never an .html name', async () => {
    const expected: Record<string, string> = {
      CV: `Lebenslauf-Mueller-Anfrage-${jobId}.pdf`,
      LICENCE_TO_PRACTISE: `Approbation-Mueller-Anfrage-${jobId}.pdf`,
      SPECIALIST_DIPLOMA: `Facharzturkunde-Mueller-Anfrage-${jobId}.pdf`,
    };
    for (const document of documents) {
      for (const header of [hospitalHeader, agencyHeader]) {
        const answer = await request(testApp.http)
          .get(`/api/documents/${document._id}`)
          .set('Authorization', header)
          .buffer(true)
          .expect(200);
        const ascii = expected[document.kind];
        const utf8 = encodeURIComponent(ascii.replace('Mueller', 'Müller'));
        expect(answer.headers['content-disposition']).toBe(`attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`);
        expect(answer.headers['content-type']).toBe('application/pdf');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['content-disposition']).not.toMatch(/html|exe|\u202E/);
      }
    }
  });

  it('names a replaced document the same way, whatever the agency called it', async () => {
    const replaced = await request(testApp.http)
      .post(`/api/documents/${applicationId}`)
      .set('Authorization', agencyHeader)
      .field('kind', 'CV')
      .attach('file', POLYGLOT, { filename: '..\\..\\Zeugnis\u2067Ärztin\u2069.html', contentType: 'text/html' })
      .expect(201);
    expect(replaced.body.fileName).toBe('ZeugnisÄrztin.html.pdf');
    const answer = await request(testApp.http)
      .get(`/api/documents/${replaced.body._id}`)
      .set('Authorization', hospitalHeader)
      .buffer(true)
      .expect(200);
    expect(answer.headers['content-disposition']).toContain(`filename="Lebenslauf-Mueller-Anfrage-${jobId}.pdf"`);
  });

  it('migrates the names stored before: read again as UTF-8, cleaned, ending in .pdf', async () => {
    const manager = testApp.dataSource.manager;
    const stored = ['Lebenslauf_MÃ¼ller.pdf', 'cv\u202Efdp.exe', 'poly.html', 'Zeugnis Ärztin.pdf', 'café.pdf'];
    const inserted = await manager.insert(
      Document,
      stored.map((fileName, index) => ({
        applicationId,
        kind: 'OTHER' as const,
        fileName,
        mimeType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `documents/migration-${dialect}-${index}.pdf`,
      })),
    );
    const ids = inserted.identifiers.map((identifier) => Number(identifier.id));
    const runner = testApp.dataSource.createQueryRunner();
    try {
      // The same migration class for both dialects (the MySQL one delegates to the same function).
      await new DocumentDisplayNames1795624100000().up(runner);
    } finally {
      await runner.release();
    }
    const rows = await manager.find(Document, { where: ids.map((id) => ({ id })), order: { id: 'ASC' } });
    expect(rows.map((row) => row.fileName)).toEqual([
      'Lebenslauf_Müller.pdf',
      'cvfdp.exe.pdf',
      'poly.html.pdf',
      'Zeugnis Ärztin.pdf',
      'café.pdf',
    ]);
    await manager.delete(Document, ids);
  });
});
