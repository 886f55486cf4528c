import request from 'supertest';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { createHospital, nurseBody, orgAdmin, postJob } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

const HOUR_MS = 3_600_000;

describe.each(TEST_DIALECTS)('e2e test hooks on %s', (dialect) => {
  describe('with TEST_HOOKS', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(dialect, { testHooks: true });
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
    });

    it('runs the release sweeper as if time had passed, releasing only what is due by then', async () => {
      const hospital = await createHospital(testApp, 'Klinikum Hooks');
      const admin = await orgAdmin(testApp, hospital.organisation);
      const soon = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 1 })).expect(201);
      const later = await postJob(testApp, admin.header, nurseBody(hospital, { timeLimit: 5 })).expect(201);
      const none = await request(testApp.http).post('/api/test-hooks/release-due').send({ advanceMs: 0 }).expect(200);
      expect(none.body.released).toEqual([]);
      const hooked = await request(testApp.http)
        .post('/api/test-hooks/release-due')
        .send({ advanceMs: 2 * HOUR_MS })
        .expect(200);
      expect(hooked.body.released).toEqual([soon.body._id]);
      const states = await testApp.dataSource.manager.find(JobRequest, {
        select: { id: true, state: true },
        where: [{ id: soon.body._id }, { id: later.body._id }],
        order: { id: 'ASC' },
      });
      expect(states.map((job) => job.state)).toEqual(['external_adv', 'internal_adv']);
      await request(testApp.http).post('/api/test-hooks/release-due').send({ advanceMs: -1 }).expect(400);
    });
  });

  describe('without TEST_HOOKS (every other server)', () => {
    let testApp: TestApp;
    beforeAll(async () => {
      testApp = await createTestApp(dialect);
    }, 60_000);
    afterAll(async () => {
      await testApp?.close();
    });

    it('has no hook routes', async () => {
      await request(testApp.http).post('/api/test-hooks/release-due').send({ advanceMs: 0 }).expect(404);
    });
  });
});
