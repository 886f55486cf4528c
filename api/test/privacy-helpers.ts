import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Document } from '../src/marketplace/documents/document.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { Person } from '../src/people/person.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { bearerFor } from './admin-helpers';
import type { TestApp } from './test-app';

export const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

/** Reads every entry of a ZIP into memory: name → bytes. */
export function unzip(body: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    fromBuffer(body, { lazyEntries: true }, (error: Error | null, zip: ZipFile) => {
      if (error) return reject(error);
      const entries = new Map<string, Buffer>();
      zip.on('entry', (entry: Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError) return reject(streamError);
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            entries.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** The answer's body as bytes. */
export const binary = (call: request.Test) =>
  call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

/** One JSON document of the archive. */
export const json = (entries: Map<string, Buffer>, name: string) =>
  JSON.parse(entries.get(name)?.toString('utf8') ?? 'null');

/** Downloads an export as `header` and opens it. */
export async function exportOf(testApp: TestApp, header: string, path = '/api/account/export') {
  const response = await binary(request(testApp.http).get(path).set('Authorization', header)).expect(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="medstaff-personal-data-\d+-/);
  return unzip(response.body as Buffer);
}

let counter = 0;

export type Candidate = Awaited<ReturnType<typeof createCandidate>>;

/** A signed-in candidate (role USER) with a name, a profile and a CUSTOMER membership of a new agency. */
export async function createCandidate(testApp: TestApp, firstName: string, lastName: string, language = 'de') {
  counter += 1;
  const manager = testApp.dataSource.manager;
  const signedIn = await bearerFor(testApp, 'USER');
  await manager.update(
    Person,
    { id: signedIn.person.id },
    { firstName, lastName, language, city: 'Köln', contact: '+49 221 555' },
  );
  const agency = await manager.save(
    manager.create(Agency, { name: `Agentur Privat ${counter}`, address: 'Weg 1', postcode: '10117', country: 'DE' }),
  );
  await manager.insert(AgencyMembership, { agencyId: agency.id, personId: signedIn.person.id, kind: 'CUSTOMER' });
  return { ...signedIn, agency, email: signedIn.person.email, name: `${firstName} ${lastName}` };
}

/**
 * An application with the candidate, and its CV and licence stored through the storage
 * abstraction (`contents` overrides the files' bytes).
 */
export async function createApplication(
  testApp: TestApp,
  jobRequestId: number,
  person: { person: Person; agency: Agency; name: string },
  state: 'applied' | 'selected' | 'not_chosen' | 'withdrawn',
  contents: Buffer[] = [],
) {
  const manager = testApp.dataSource.manager;
  const storage = testApp.app.get(FileStorage);
  const saved = await manager.save(
    manager.create(Application, {
      jobRequestId,
      agencyId: person.agency.id,
      candidateId: person.person.id,
      applicantName: person.name,
      hourlyRate: '85.50',
      state,
    }),
  );
  const documents: { id: number; key: string; content: Buffer }[] = [];
  for (const [index, kind] of (['CV', 'LICENCE_TO_PRACTISE'] as const).entries()) {
    const content = contents[index] ?? pdf(`${kind} of ${person.name}`);
    const key = `documents/${randomUUID()}.pdf`;
    await storage.put(key, content, 'application/pdf');
    const document = await manager.save(
      manager.create(Document, {
        applicationId: saved.id,
        ownerId: null,
        kind,
        fileName: `${kind.toLowerCase()}-${person.name}.pdf`,
        mimeType: 'application/pdf',
        sizeBytes: content.length,
        storageKey: key,
      }),
    );
    documents.push({ id: document.id, key, content });
  }
  return { application: saved, documents };
}
