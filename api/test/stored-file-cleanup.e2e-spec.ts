import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { ORGANISATION_PICTURES_MAX } from '@medstaff/domain';
import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { Document } from '../src/marketplace/documents/document.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { JobsService } from '../src/marketplace/jobs/jobs.service';
import { MailService } from '../src/platform/mail/mail.service';
import { OrganisationPicture } from '../src/organisations/organisation-picture.entity';
import { Person } from '../src/people/person.entity';
import { FileStorage } from '../src/platform/storage/file-storage';
import { StorageUnavailableError } from '../src/platform/storage/storage.errors';
import { TEST_PNG, bearerFor } from './admin-helpers';
import { createHospital, doctorBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, uniqueEmail, type TestApp } from './test-app';

/**
 * The rule for stored files (docs/decisions.md, "Uploaded files in an S3-compatible store"):
 * files are stored before the transaction, a failed transaction removes the files it stored, and
 * after the commit the files of deleted or replaced records are removed, a failure there logged,
 * never answered. Local storage in the test app's upload folder: a file is there or not on disk.
 */
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

interface AgencyFixture {
  header: string;
  candidate: Person;
}

let counter = 0;

describe.each(TEST_DIALECTS)('stored file cleanup on %s', (dialect) => {
  let testApp: TestApp;
  let storage: FileStorage;
  let hospital: Hospital;
  let hospitalAdmin: string;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    storage = testApp.app.get(FileStorage);
    hospital = await createHospital(testApp, 'Klinikum Dateien');
    hospitalAdmin = (await orgAdmin(testApp, hospital.organisation)).header;
  }, 60_000);

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await testApp?.close();
  });

  const fileExists = (key: string) => existsSync(join(testApp.config.uploadDir, key));

  /** Replaces `storage.remove` by a store that is down (503 when it reaches the answer). */
  const storeCannotRemove = () =>
    jest.spyOn(storage, 'remove').mockRejectedValue(new StorageUnavailableError('the store is down'));

  async function agencyWithCandidate(): Promise<AgencyFixture> {
    counter += 1;
    const manager = testApp.dataSource.manager;
    const agency = await manager.save(
      manager.create(Agency, {
        name: `Agentur Dateien ${counter}`,
        address: 'Weg 1',
        postcode: '10117',
        country: 'DE',
      }),
    );
    const { header, person } = await bearerFor(testApp, 'AGENCY');
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: person.id, kind: 'USER' });
    const candidate = await manager.save(
      manager.create(Person, { email: uniqueEmail('candidate'), role: 'USER', status: 'ACTIVE', lastName: 'Muster' }),
    );
    await manager.insert(AgencyMembership, { agencyId: agency.id, personId: candidate.id, kind: 'CUSTOMER' });
    return { header, candidate };
  }

  async function releasedJob(): Promise<number> {
    const response = await postJob(testApp, hospitalAdmin, doctorBody(hospital)).expect(201);
    expect(response.body.state).toBe('external_adv');
    return response.body._id as number;
  }

  const apply = (agency: AgencyFixture, jobId: number) =>
    request(testApp.http)
      .post(`/api/job/apply/${jobId}`)
      .set('Authorization', agency.header)
      .field('candidateId', String(agency.candidate.id))
      .field('applicantName', 'Dr. Erika Muster')
      .field('hourlyRate', '85,50')
      .attach('cv', pdf('cv'), { filename: 'cv.pdf', contentType: 'application/pdf' })
      .attach('licence', pdf('licence'), { filename: 'licence.pdf', contentType: 'application/pdf' })
      .attach('diploma', pdf('diploma'), { filename: 'diploma.pdf', contentType: 'application/pdf' });

  /** An application of a fresh agency to the request, with its three stored documents. */
  async function appliedWithDocuments(jobId: number): Promise<{ agency: AgencyFixture; id: number; keys: string[] }> {
    const agency = await agencyWithCandidate();
    const response = await apply(agency, jobId).expect(201);
    const keys = await documentKeys(response.body._id as number);
    expect(keys).toHaveLength(3);
    expect(keys.every(fileExists)).toBe(true);
    return { agency, id: response.body._id as number, keys };
  }

  async function documentKeys(applicationId: number): Promise<string[]> {
    const documents = await testApp.dataSource.manager.find(Document, { where: { applicationId } });
    return documents.map((document) => document.storageKey);
  }

  describe('deleting a shift request', () => {
    it('removes the files of its applications’ documents after the commit, and only those', async () => {
      const jobId = await releasedJob();
      const open = await appliedWithDocuments(jobId);
      const withdrawn = await appliedWithDocuments(jobId);
      await request(testApp.http)
        .delete(`/api/job/apply/remove/${withdrawn.id}`)
        .set('Authorization', withdrawn.agency.header)
        .expect(204);
      const elsewhere = await appliedWithDocuments(await releasedJob());

      await request(testApp.http).delete(`/api/job/${jobId}`).set('Authorization', hospitalAdmin).expect(204);

      const manager = testApp.dataSource.manager;
      expect(await manager.countBy(JobRequest, { id: jobId })).toBe(0);
      expect(await manager.countBy(Application, { jobRequestId: jobId })).toBe(0);
      for (const keys of [open.keys, withdrawn.keys]) {
        expect(await manager.count(Document, { where: keys.map((storageKey) => ({ storageKey })) })).toBe(0);
        expect(keys.filter(fileExists)).toEqual([]);
      }
      expect(await documentKeys(elsewhere.id)).toHaveLength(3);
      expect(elsewhere.keys.every(fileExists)).toBe(true);
    });

    it('answers 204 for the done delete when the store cannot remove the files, logging the leftovers', async () => {
      const jobId = await releasedJob();
      const { keys } = await appliedWithDocuments(jobId);
      const remove = storeCannotRemove();
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

      await request(testApp.http).delete(`/api/job/${jobId}`).set('Authorization', hospitalAdmin).expect(204);

      expect(await testApp.dataSource.manager.countBy(JobRequest, { id: jobId })).toBe(0);
      expect(remove.mock.calls.map(([key]) => key).sort()).toEqual([...keys].sort());
      for (const key of keys) expect(warn).toHaveBeenCalledWith(expect.stringContaining(key));
      expect(keys.every(fileExists)).toBe(true);
    });

    it('keeps the documents and their files when the delete is refused (409)', async () => {
      const jobId = await releasedJob();
      const { id, keys } = await appliedWithDocuments(jobId);
      await testApp.dataSource.manager.update(Application, { id }, { state: 'selected' });
      const remove = jest.spyOn(storage, 'remove');

      const refused = await request(testApp.http)
        .delete(`/api/job/${jobId}`)
        .set('Authorization', hospitalAdmin)
        .expect(409);

      expect(refused.body.code).toBe('CONFLICT');
      expect(remove).not.toHaveBeenCalled();
      expect((await documentKeys(id)).sort()).toEqual([...keys].sort());
      expect(keys.every(fileExists)).toBe(true);
    });
  });

  describe('applying', () => {
    it('keeps the committed documents and their files when the work after the commit fails', async () => {
      const jobId = await releasedJob();
      const agency = await agencyWithCandidate();
      const put = jest.spyOn(storage, 'put');
      jest.spyOn(testApp.app.get(JobsService), 'answersFor').mockRejectedValueOnce(new Error('read back failed'));

      await apply(agency, jobId).expect(500);

      const application = await testApp.dataSource.manager.findOneByOrFail(Application, {
        jobRequestId: jobId,
        candidateId: agency.candidate.id,
      });
      expect(application.state).toBe('applied');
      const keys = await documentKeys(application.id);
      expect(keys.sort()).toEqual(put.mock.calls.map(([key]) => key).sort());
      expect(keys).toHaveLength(3);
      expect(keys.every(fileExists)).toBe(true);
    });

    it('on reapplying, removes the replaced files and keeps the new ones when the work after the commit fails', async () => {
      const jobId = await releasedJob();
      const { agency, id, keys: oldKeys } = await appliedWithDocuments(jobId);
      await request(testApp.http).delete(`/api/job/apply/remove/${id}`).set('Authorization', agency.header).expect(204);
      jest.spyOn(testApp.app.get(JobsService), 'answersFor').mockRejectedValueOnce(new Error('read back failed'));

      await apply(agency, jobId).expect(500);

      expect((await testApp.dataSource.manager.findOneByOrFail(Application, { id })).state).toBe('applied');
      const newKeys = await documentKeys(id);
      expect(newKeys).toHaveLength(3);
      expect(newKeys.every(fileExists)).toBe(true);
      expect(oldKeys.filter(fileExists)).toEqual([]);
    });

    it('removes the stored files and writes nothing when the transaction fails (the mail cannot be queued)', async () => {
      const jobId = await releasedJob();
      const agency = await agencyWithCandidate();
      const put = jest.spyOn(storage, 'put');
      jest.spyOn(testApp.app.get(MailService), 'enqueue').mockRejectedValueOnce(new Error('outbox down'));

      await apply(agency, jobId).expect(500);

      const manager = testApp.dataSource.manager;
      expect(await manager.countBy(Application, { jobRequestId: jobId })).toBe(0);
      const stored = put.mock.calls.map(([key]) => key);
      expect(stored).toHaveLength(3);
      expect(await manager.count(Document, { where: stored.map((storageKey) => ({ storageKey })) })).toBe(0);
      expect(stored.filter(fileExists)).toEqual([]);
    });
  });

  describe('adding an organisation picture', () => {
    const addPicture = (organisationId: number, admin: string) =>
      request(testApp.http)
        .post(`/api/admin/organisations/${organisationId}/pictures`)
        .set('Authorization', admin)
        .field('description', 'Eingang')
        .attach('picture', TEST_PNG, { filename: 'eingang.png' });

    it('answers 422 LIMIT_REACHED, not the store’s 503, when the refused picture cannot be removed', async () => {
      const admin = (await bearerFor(testApp)).header;
      const { organisation } = await createHospital(testApp, 'Klinikum Bilder');
      await testApp.dataSource.manager.insert(
        OrganisationPicture,
        Array.from({ length: ORGANISATION_PICTURES_MAX }, (_, index) => ({
          organisationId: organisation.id,
          storageKey: `pictures/vorhanden-${organisation.id}-${index}.png`,
          sortOrder: index,
        })),
      );
      const put = jest.spyOn(storage, 'put');
      const remove = storeCannotRemove();
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);

      const refused = await addPicture(organisation.id, admin).expect(422);

      expect(refused.body.code).toBe('LIMIT_REACHED');
      const [[key]] = put.mock.calls;
      expect(remove).toHaveBeenCalledWith(key);
      expect(warn).toHaveBeenCalledWith(expect.stringContaining(key));
      expect(await testApp.dataSource.manager.countBy(OrganisationPicture, { organisationId: organisation.id })).toBe(
        ORGANISATION_PICTURES_MAX,
      );
    });

    it('answers 404 for an unknown organisation, not the store’s 503, when the stored picture cannot be removed', async () => {
      const admin = (await bearerFor(testApp)).header;
      storeCannotRemove();

      const missing = await addPicture(999_999, admin).expect(404);

      expect(missing.body.code).toBe('NOT_FOUND');
    });

    it('removes the stored picture when the store works and the limit is reached', async () => {
      const admin = (await bearerFor(testApp)).header;
      const { organisation } = await createHospital(testApp, 'Klinikum Bilder');
      await testApp.dataSource.manager.insert(
        OrganisationPicture,
        Array.from({ length: ORGANISATION_PICTURES_MAX }, (_, index) => ({
          organisationId: organisation.id,
          storageKey: `pictures/vorhanden-${organisation.id}-${index}.png`,
          sortOrder: index,
        })),
      );
      const put = jest.spyOn(storage, 'put');

      await addPicture(organisation.id, admin).expect(422);

      const [[key]] = put.mock.calls;
      expect(fileExists(key)).toBe(false);
    });
  });
});
