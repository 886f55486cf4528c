import { existsSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import request from 'supertest';
import { Agency } from '../src/agencies/agency.entity';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { AuditService } from '../src/platform/audit/audit.service';
import { Document } from '../src/marketplace/documents/document.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { OrganisationPicture } from '../src/organisations/organisation-picture.entity';
import { Person } from '../src/people/person.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { S3FileStorage } from '../src/platform/storage/s3-file-storage';
import { StorageUnavailableError } from '../src/platform/storage/storage.errors';
import { TEST_PNG, bearerFor, postAgency } from './admin-helpers';
import { createHospital, doctorBody, orgAdmin, postJob } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';
import { closedPort, startTestS3, type TestS3 } from './test-s3';

const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);
const IMMUTABLE = 'public, max-age=31536000, immutable';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/** Supertest keeps a binary answer (PDF, images) as bytes. */
const binary = (call: request.Test) =>
  call.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

let s3: TestS3;
let bucketCounter = 0;
/** A new bucket name per use, so no test sees another's objects. */
const newBucket = () => {
  bucketCounter += 1;
  return `medstaff-${Date.now().toString(36)}-${bucketCounter}`;
};

beforeAll(async () => {
  s3 = await startTestS3();
});
afterAll(async () => {
  await s3?.close();
});

describe('S3FileStorage against an S3-protocol server', () => {
  let bucket: string;
  let storage: S3FileStorage;

  beforeEach(async () => {
    bucket = newBucket();
    await s3.createBucket(bucket);
    storage = S3FileStorage.fromUrl(s3.storageUrl(bucket));
  });
  afterEach(() => storage.onModuleDestroy());

  it('stores a file with its content type, opens it with its size, and removes it', async () => {
    await storage.put('logos/a1.png', TEST_PNG, 'image/png');
    expect(await s3.keys(bucket)).toEqual(['logos/a1.png']);
    expect(await s3.object(bucket, 'logos/a1.png')).toEqual({ content: TEST_PNG, contentType: 'image/png' });

    const opened = await storage.open('logos/a1.png');
    expect(opened?.size).toBe(TEST_PNG.length);
    expect((await readAll(opened?.stream as Readable)).equals(TEST_PNG)).toBe(true);

    await storage.remove('logos/a1.png');
    expect(await s3.keys(bucket)).toEqual([]);
    expect(await storage.open('logos/a1.png')).toBeUndefined();
    // Removing again (a key without an object) is no error.
    await expect(storage.remove('logos/a1.png')).resolves.toBeUndefined();
  });

  it('answers undefined for a key without an object', async () => {
    expect(await storage.open('documents/missing.pdf')).toBeUndefined();
  });

  it('refuses keys that are not folder/name, as the local store does', async () => {
    for (const key of ['../secret.png', 'logos/../../x.png', 'logos/a/b.png', 'Logos/a.png', '/logos/a.png', 'a.png']) {
      await expect(storage.put(key, TEST_PNG, 'image/png')).rejects.toThrow(`Invalid storage key ${key}`);
      expect(await storage.open(key)).toBeUndefined();
      await expect(storage.remove(key)).resolves.toBeUndefined();
    }
    expect(await s3.keys(bucket)).toEqual([]);
  });

  it('is ready when the bucket exists', async () => {
    await expect(storage.ready()).resolves.toBeUndefined();
  });

  it('names a missing bucket: ready() fails, put() and open() answer 503, never "no such file"', async () => {
    const missing = S3FileStorage.fromUrl(s3.storageUrl('medstaff-missing-bucket'));
    try {
      await expect(missing.ready()).rejects.toThrow(
        `File storage is not ready: the bucket "medstaff-missing-bucket" does not exist at ${s3.endpoint}`,
      );
      const put = await missing.put('logos/b.png', TEST_PNG, 'image/png').catch((error: unknown) => error);
      expect(put).toBeInstanceOf(StorageUnavailableError);
      expect(put).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        message: 'storage.unavailable',
        detail: `Could not store logos/b.png: the bucket "medstaff-missing-bucket" does not exist at ${s3.endpoint}`,
      });
      await expect(missing.open('logos/b.png')).rejects.toBeInstanceOf(StorageUnavailableError);
      await expect(missing.remove('logos/b.png')).rejects.toBeInstanceOf(StorageUnavailableError);
    } finally {
      missing.onModuleDestroy();
    }
  });

  it('names wrong credentials and an unreachable store', async () => {
    const wrongKey = S3FileStorage.fromUrl(s3.storageUrl(bucket).replace('S3RVER:S3RVER@', 'nobody:wrong@'));
    const port = await closedPort();
    const unreachable = S3FileStorage.fromUrl(`s3://key:secret@${bucket}?endpoint=http://127.0.0.1:${port}`);
    try {
      await expect(wrongKey.ready()).rejects.toThrow(`${s3.endpoint} refused access to the bucket "${bucket}"`);
      await expect(wrongKey.put('logos/c.png', TEST_PNG, 'image/png')).rejects.toBeInstanceOf(StorageUnavailableError);
      const started = Date.now();
      await expect(unreachable.ready()).rejects.toThrow(
        `File storage is not ready: the store at http://127.0.0.1:${port} failed for the bucket "${bucket}"`,
      );
      await expect(unreachable.put('logos/c.png', TEST_PNG, 'image/png')).rejects.toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        detail: expect.stringContaining('ECONNREFUSED'),
      });
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await s3.keys(bucket)).toEqual([]);
    } finally {
      wrongKey.onModuleDestroy();
      unreachable.onModuleDestroy();
    }
  });

  it('gives up on a store that accepts connections but never answers: ready() within 3 s', async () => {
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    const hanging = S3FileStorage.fromUrl(`s3://key:secret@${bucket}?endpoint=${endpoint}`);
    try {
      const started = Date.now();
      await expect(hanging.ready()).rejects.toThrow(
        `File storage is not ready: ${endpoint} did not answer within 3 s for the bucket "${bucket}"`,
      );
      expect(Date.now() - started).toBeLessThan(4_500);
    } finally {
      hanging.onModuleDestroy();
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});

describe.each(TEST_DIALECTS)('the app with STORAGE_URL on %s', (dialect) => {
  let testApp: TestApp;
  let bucket: string;
  let admin: string;

  beforeAll(async () => {
    bucket = newBucket();
    await s3.createBucket(bucket);
    testApp = await createTestApp(dialect, { storageUrl: s3.storageUrl(bucket) });
    admin = (await bearerFor(testApp)).header;
  }, 60_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const agencyFields = (name: string) => ({
    name,
    address: 'Weg 1',
    postcode: '10117',
    country: 'DE',
    url: 'https://s3.example',
  });
  const keyOf = (url: string) => url.replace('/api/files/', '');

  it('uses the bucket, never the upload folder', async () => {
    expect(testApp.app.get(FileStorage)).toBeInstanceOf(S3FileStorage);
    const created = await postAgency(testApp, admin, agencyFields(`Bucket ${uniqueEmail()}`)).expect(201);
    expect(await s3.keys(bucket)).toContain(keyOf(created.body.logo));
    expect(existsSync(join(testApp.config.uploadDir, 'logos'))).toBe(false);
  });

  it('stores a logo, serves it through /api/files with the immutable header, replaces and deletes it', async () => {
    const created = await postAgency(testApp, admin, agencyFields(`Logo ${uniqueEmail()}`)).expect(201);
    const first = keyOf(created.body.logo);
    expect(await s3.object(bucket, first)).toEqual({ content: TEST_PNG, contentType: 'image/png' });

    const served = await binary(request(testApp.http).get(created.body.logo)).expect(200);
    expect((served.body as Buffer).equals(TEST_PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'cache-control': IMMUTABLE,
      'content-type': 'image/png',
      'content-length': String(TEST_PNG.length),
      'x-content-type-options': 'nosniff',
    });

    const replaced = await request(testApp.http)
      .put(`/api/admin/agencies/${created.body.id}/logo`)
      .set('Authorization', admin)
      .field('version', '1')
      .attach('logo', JPEG, { filename: 'logo.jpg', contentType: 'image/jpeg' })
      .expect(200);
    const second = keyOf(replaced.body.logo);
    expect(await s3.object(bucket, first)).toBeUndefined();
    expect((await s3.object(bucket, second))?.content.equals(JPEG)).toBe(true);
    await request(testApp.http).get(created.body.logo).expect(404);

    await request(testApp.http)
      .delete(`/api/admin/agencies/${created.body.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(await s3.object(bucket, second)).toBeUndefined();
    await request(testApp.http).get(replaced.body.logo).expect(404);
  });

  it('removes the stored logo again when the agency cannot be written', async () => {
    const before = await s3.keys(bucket, 'logos/');
    const name = `Halb ${uniqueEmail()}`;
    const put = jest.spyOn(testApp.app.get(FileStorage), 'put');
    const audit = jest.spyOn(testApp.app.get(AuditService), 'record').mockRejectedValueOnce(new Error('audit down'));
    try {
      await postAgency(testApp, admin, agencyFields(name)).expect(500);
      // The logo went to the bucket before the insert failed, and is gone again.
      expect(put).toHaveBeenCalledTimes(1);
    } finally {
      audit.mockRestore();
      put.mockRestore();
    }
    expect(await testApp.dataSource.getRepository(Agency).countBy({ name })).toBe(0);
    expect(await s3.keys(bucket, 'logos/')).toEqual(before);
  });

  it('keeps a committed change when the old file cannot be removed afterwards', async () => {
    const created = await postAgency(testApp, admin, agencyFields(`Rest ${uniqueEmail()}`)).expect(201);
    const storage = testApp.app.get(FileStorage);
    const remove = jest
      .spyOn(storage, 'remove')
      .mockRejectedValue(new StorageUnavailableError('the store went away after the commit'));
    try {
      const replaced = await request(testApp.http)
        .put(`/api/admin/agencies/${created.body.id}/logo`)
        .set('Authorization', admin)
        .field('version', '1')
        .attach('logo', JPEG, { filename: 'logo.jpg', contentType: 'image/jpeg' })
        .expect(200);
      // The row points to the new file, which stays; the old one is left behind (logged).
      expect(remove).toHaveBeenCalledWith(keyOf(created.body.logo));
      expect((await s3.object(bucket, keyOf(replaced.body.logo)))?.content.equals(JPEG)).toBe(true);
      await binary(request(testApp.http).get(replaced.body.logo)).expect(200);

      await request(testApp.http)
        .delete(`/api/admin/agencies/${created.body.id}`)
        .set('Authorization', admin)
        .expect(200);
      expect(await testApp.dataSource.getRepository(Agency).countBy({ id: created.body.id })).toBe(0);
    } finally {
      remove.mockRestore();
    }
  });

  it("adds an organisation's picture to the bucket and deletes it from there", async () => {
    const hospital = await createHospital(testApp, 'Bildklinik');
    const added = await request(testApp.http)
      .post(`/api/admin/organisations/${hospital.organisation.id}/pictures`)
      .set('Authorization', admin)
      .field('description', 'Eingang')
      .attach('picture', JPEG, { filename: 'eingang.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const key = keyOf(added.body.url);
    expect(key).toMatch(/^pictures\/[0-9a-f-]+\.jpg$/);
    expect(await s3.object(bucket, key)).toEqual({ content: JPEG, contentType: 'image/jpeg' });
    const served = await binary(request(testApp.http).get(added.body.url)).expect(200);
    expect((served.body as Buffer).equals(JPEG)).toBe(true);
    expect(served.headers['cache-control']).toBe(IMMUTABLE);

    await request(testApp.http)
      .delete(`/api/admin/organisation-pictures/${added.body.id}`)
      .set('Authorization', admin)
      .expect(200);
    expect(await s3.object(bucket, key)).toBeUndefined();
    expect(await testApp.dataSource.getRepository(OrganisationPicture).countBy({ id: added.body.id })).toBe(0);
  });

  /** An agency with a user and a candidate, and a released request of a fresh hospital. */
  async function applicationSetting() {
    const manager = testApp.dataSource.manager;
    const hospital = await createHospital(testApp, 'Klinikum S3');
    const hospitalAdmin = await orgAdmin(testApp, hospital.organisation);
    const job = await postJob(testApp, hospitalAdmin.header, doctorBody(hospital)).expect(201);
    const agency = await manager.save(
      manager.create(Agency, { name: `Agentur ${uniqueEmail()}`, address: 'Weg 1', postcode: '10117', country: 'DE' }),
    );
    const user = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: user.person.id, kind: 'USER' });
    const candidate = await manager.save(
      manager.create(Person, {
        email: uniqueEmail('candidate'),
        role: 'USER',
        status: 'ACTIVE',
        firstName: 'Erika',
        lastName: 'Mustermann',
      }),
    );
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' });
    return { jobId: job.body._id as number, agency: user.header, hospital: hospitalAdmin.header, candidate };
  }

  const apply = (agency: string, jobId: number, candidateId: number, files: Record<string, Buffer>) => {
    let call = request(testApp.http)
      .post(`/api/job/apply/${jobId}`)
      .set('Authorization', agency)
      .field('candidateId', String(candidateId))
      .field('applicantName', 'Dr. Erika Mustermann')
      .field('hourlyRate', '85,50');
    for (const [field, content] of Object.entries(files)) {
      call = call.attach(field, content, { filename: `${field}.pdf`, contentType: 'application/pdf' });
    }
    return call;
  };
  const PDFS = { cv: pdf('cv'), licence: pdf('licence'), diploma: pdf('diploma') };

  it('stores application documents and streams them only after the access check', async () => {
    const setting = await applicationSetting();
    const applied = await apply(setting.agency, setting.jobId, setting.candidate.id, PDFS).expect(201);
    const documents = await testApp.dataSource
      .getRepository(Document)
      .findBy({ applicationId: applied.body._id as number });
    expect(documents).toHaveLength(3);
    const stored = await s3.keys(bucket, 'documents/');
    for (const document of documents) expect(stored).toContain(document.storageKey);

    const cv = documents.find((document) => document.kind === 'CV') as Document;
    expect((await s3.object(bucket, cv.storageKey))?.contentType).toBe('application/pdf');
    const own = await binary(request(testApp.http).get(`/api/documents/${cv.id}`).set('Authorization', setting.agency));
    expect(own.status).toBe(200);
    expect((own.body as Buffer).equals(PDFS.cv)).toBe(true);
    expect(own.headers).toMatchObject({ 'content-type': 'application/pdf', 'cache-control': 'private, no-store' });
    const hospital = await binary(
      request(testApp.http).get(`/api/documents/${cv.id}`).set('Authorization', setting.hospital),
    ).expect(200);
    expect((hospital.body as Buffer).equals(PDFS.cv)).toBe(true);

    // Another agency's user: 404, and the store is never asked.
    const otherAgency = (await applicationSetting()).agency;
    const open = jest.spyOn(testApp.app.get(FileStorage), 'open');
    try {
      const refused = await request(testApp.http)
        .get(`/api/documents/${cv.id}`)
        .set('Authorization', otherAgency)
        .expect(404);
      expect(refused.body.code).toBe('NOT_FOUND');
      expect(open).not.toHaveBeenCalled();
    } finally {
      open.mockRestore();
    }
  });

  it('removes the object when a document is replaced or its record deleted', async () => {
    const setting = await applicationSetting();
    const applied = await apply(setting.agency, setting.jobId, setting.candidate.id, PDFS).expect(201);
    const applicationId = applied.body._id as number;
    const repository = testApp.dataSource.getRepository(Document);
    const oldCv = await repository.findOneByOrFail({ applicationId, kind: 'CV' });

    const replaced = await request(testApp.http)
      .post(`/api/documents/${applicationId}`)
      .set('Authorization', setting.agency)
      .field('kind', 'CV')
      .attach('file', pdf('new cv'), { filename: 'neu.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(await s3.object(bucket, oldCv.storageKey)).toBeUndefined();
    const newCv = await repository.findOneByOrFail({ id: replaced.body._id as number });
    expect((await s3.object(bucket, newCv.storageKey))?.content.equals(pdf('new cv'))).toBe(true);

    // The old file cannot be removed after the commit: the replacement stands, with its file.
    const oldLicence = await repository.findOneByOrFail({ applicationId, kind: 'LICENCE_TO_PRACTISE' });
    const remove = jest
      .spyOn(testApp.app.get(FileStorage), 'remove')
      .mockRejectedValue(new StorageUnavailableError('the store went away after the commit'));
    let newLicence: Document;
    try {
      const again = await request(testApp.http)
        .post(`/api/documents/${applicationId}`)
        .set('Authorization', setting.agency)
        .field('kind', 'LICENCE_TO_PRACTISE')
        .attach('file', pdf('new licence'), { filename: 'approbation.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(remove).toHaveBeenCalledWith(oldLicence.storageKey);
      newLicence = await repository.findOneByOrFail({ id: again.body._id as number });
    } finally {
      remove.mockRestore();
    }
    expect((await s3.object(bucket, newLicence.storageKey))?.content.equals(pdf('new licence'))).toBe(true);

    await request(testApp.http)
      .delete(`/api/job/apply/remove/${applicationId}`)
      .set('Authorization', setting.agency)
      .expect(204);
    await request(testApp.http).delete(`/api/documents/${newCv.id}`).set('Authorization', setting.agency).expect(204);
    expect(await repository.countBy({ id: newCv.id })).toBe(0);
    expect(await s3.object(bucket, newCv.storageKey)).toBeUndefined();
  });

  it('answers 503 SERVICE_UNAVAILABLE and writes no row while the bucket is missing', async () => {
    const setting = await applicationSetting();
    const kept = await postAgency(testApp, admin, agencyFields(`Bleibt ${uniqueEmail()}`)).expect(201);
    await s3.deleteBucket(bucket);
    try {
      const name = `Ohne Bucket ${uniqueEmail()}`;
      const refused = await postAgency(testApp, admin, agencyFields(name)).set('Accept-Language', 'de').expect(503);
      expect(refused.body).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message:
          'Dateien können gerade nicht gespeichert oder gelesen werden. Es wurde nichts geändert; bitte versuchen Sie es in einigen Minuten erneut.',
        error: 'Service Unavailable',
      });
      expect(await testApp.dataSource.getRepository(Agency).countBy({ name })).toBe(0);

      const logo = await request(testApp.http)
        .put(`/api/admin/agencies/${kept.body.id}/logo`)
        .set('Authorization', admin)
        .field('version', '1')
        .attach('logo', JPEG, { filename: 'logo.jpg', contentType: 'image/jpeg' })
        .expect(503);
      expect(logo.body.message).toBe(
        'Files cannot be stored or read right now. Nothing was changed; please try again in a few minutes.',
      );
      expect(await testApp.dataSource.getRepository(Agency).findOneByOrFail({ id: kept.body.id })).toMatchObject({
        version: 1,
        logoKey: keyOf(kept.body.logo),
      });

      const applications = testApp.dataSource.getRepository(Application);
      const documentsBefore = await testApp.dataSource.getRepository(Document).count();
      const apply503 = await apply(setting.agency, setting.jobId, setting.candidate.id, PDFS).expect(503);
      expect(apply503.body.code).toBe('SERVICE_UNAVAILABLE');
      expect(await applications.countBy({ jobRequestId: setting.jobId })).toBe(0);
      expect(await testApp.dataSource.getRepository(Document).count()).toBe(documentsBefore);

      // A stored file cannot be read either: 503, not a 404 that says it does not exist.
      const read = await request(testApp.http).get(kept.body.logo).expect(503);
      expect(read.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await s3.createBucket(bucket);
    }
  });
});
