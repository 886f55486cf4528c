import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { Document } from '../src/marketplace/documents/document.entity';
import { bearerFor } from './admin-helpers';
import { createHospital, doctorBody, orgAdmin, postJob } from './jobs-helpers';
import { createApplication, createCandidate, exportOf, json, pdf } from './privacy-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';
import { startTestS3, type TestS3 } from './test-s3';

let s3: TestS3;
beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe.each(TEST_DIALECTS)('GDPR rights with files in an S3-compatible store on %s', (dialect) => {
  let testApp: TestApp;
  const bucket = `medstaff-privacy-${Date.now().toString(36)}-${dialect}`;

  beforeAll(async () => {
    await s3.createBucket(bucket);
    testApp = await createTestApp(dialect, { storageUrl: s3.storageUrl(bucket) });
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  async function releasedJob(): Promise<number> {
    const hospital = await createHospital(testApp, 'Klinikum S3');
    const admin = await orgAdmin(testApp, hospital.organisation);
    return (await postJob(testApp, admin.header, doctorBody(hospital)).expect(201)).body._id as number;
  }

  it('streams the files from the bucket into the ZIP (4 MB each, byte for byte) and lists a missing one', async () => {
    const nurse = await createCandidate(testApp, 'Svea', 'Bucket', 'en');
    const large = [Buffer.concat([pdf('cv'), randomBytes(4 * 1024 * 1024)]), pdf('licence')];
    const own = await createApplication(testApp, await releasedJob(), nurse, 'applied', large);
    // A row whose object is gone (a store that lost it): the archive says so instead of failing.
    const lost = await testApp.dataSource.manager.save(
      testApp.dataSource.manager.create(Document, {
        applicationId: own.application.id,
        ownerId: null,
        kind: 'OTHER',
        fileName: 'lost.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 10,
        storageKey: `documents/${randomUUID()}.pdf`,
      }),
    );

    const entries = await exportOf(testApp, nurse.header);

    for (const document of own.documents) {
      const name = [...entries.keys()].find((entry) => entry.startsWith(`files/${document.id}-`));
      expect(entries.get(name as string)?.equals(document.content)).toBe(true);
    }
    expect(json(entries, 'missing-files.json')).toEqual([`files/${lost.id}-other.pdf`]);
    expect(json(entries, 'documents.json')).toHaveLength(3);
  });

  it('removes the erased person’s documents from the bucket', async () => {
    const admin = await bearerFor(testApp, 'ADMIN');
    const nurse = await createCandidate(testApp, 'Ole', 'Weg', 'de');
    const own = await createApplication(testApp, await releasedJob(), nurse, 'not_chosen');
    for (const document of own.documents) expect(await s3.object(bucket, document.key)).toBeDefined();

    await request(testApp.http)
      .post('/api/account/erasure-request')
      .set('Authorization', nurse.header)
      .send({})
      .expect(201);
    await request(testApp.http)
      .post(`/api/admin/persons/${nurse.person.id}/erasure-request/confirm`)
      .set('Authorization', admin.header)
      .expect(200);

    for (const document of own.documents) expect(await s3.object(bucket, document.key)).toBeUndefined();
  });
});
