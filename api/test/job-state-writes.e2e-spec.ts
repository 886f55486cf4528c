import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { JOB_TRANSITION_COMMENT } from '../src/marketplace/workflow/job-transition.service';
import { ReleaseSweeper } from '../src/marketplace/workflow/release-sweeper.service';
import { bearerFor } from './admin-helpers';
import { addApplicant, createHospital, doctorBody, nurseBody, orgAdmin, postJob } from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

interface Captured {
  sql: string;
}

/** An UPDATE of job_request and its SET clause (TypeORM quotes names with ` or "). */
const JOB_UPDATE = /^(\/\*[^*]*\*\/\s*)?UPDATE\s+[`"]?job_request[`"]?\s+SET\s+([\s\S]*?)(\s+WHERE\s|$)/i;

/**
 * Every change of a request's state goes through JobStateMachine (issue 26), watched at run time:
 * with SQL_CAPTURE_FILE set, every statement the app runs is written down; after a request's whole
 * life (posting, an edit, the pool's answers, release, recall, selection, the sweeper, a delete)
 * each UPDATE that sets `job_request.state` carries the transition function's comment.
 */
describe.each(TEST_DIALECTS)('state writes on %s', (dialect) => {
  let testApp: TestApp;
  let folder: string;
  let file: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'medstaff-state-writes-'));
    file = join(folder, 'statements.jsonl');
    // Set before the app starts: the data source wires its query logger only then.
    process.env.SQL_CAPTURE_FILE = file;
    testApp = await createTestApp(dialect);
  });

  afterAll(async () => {
    delete process.env.SQL_CAPTURE_FILE;
    await testApp?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  const jobRow = (id: number) => testApp.dataSource.manager.findOneByOrFail(JobRequest, { id });
  const act = (header: string, path: string) =>
    request(testApp.http).post(`/api/job/${path}`).set('Authorization', header).set('Accept-Language', 'en');

  it('only the transition function sets a request’s state', async () => {
    const hospital = await createHospital(testApp);
    const admin = await orgAdmin(testApp, hospital.organisation);
    const member = await bearerFor(testApp, 'USER');
    await testApp.dataSource.manager.insert(DepartmentMembership, {
      departmentId: hospital.station.id,
      personId: member.person.id,
      kind: 'CUSTOMER',
    });
    const posted = async (body: object) => {
      const response = await postJob(testApp, admin.header, body);
      expect(response.status).toBe(201);
      return response.body._id as number;
    };

    // A nurse request: edited, declined, accepted.
    const accepted = await posted(nurseBody(hospital, { title: 'Frühdienst' }));
    await request(testApp.http)
      .put(`/api/job/${accepted}`)
      .set('Authorization', admin.header)
      .send({ version: (await jobRow(accepted)).version, title: 'Frühdienst neu', timeLimit: 5 })
      .expect(200);
    expect((await act(member.header, `${accepted}/decline`)).status).toBe(200);
    expect((await act(member.header, `${accepted}/accept`)).status).toBe(200);
    // Released by hand, recalled, released again, an application selected.
    const selected = await posted(nurseBody(hospital, { title: 'Spätdienst' }));
    for (const action of ['release', 'recall', 'release']) {
      expect((await act(admin.header, `${selected}/${action}`)).status).toBe(200);
    }
    const application = await addApplicant(testApp, selected, 'applied');
    expect((await act(admin.header, `${selected}/select/${application.id}`)).status).toBe(200);
    // Released by the sweeper when its time limit runs out.
    const swept = await posted(nurseBody(hospital, { title: 'Nachtdienst', timeLimit: 1 }));
    expect(await testApp.app.get(ReleaseSweeper).sweep(new Date(Date.now() + 2 * 3_600_000))).toContain(swept);
    // A doctor request, deleted.
    const deleted = await posted(doctorBody(hospital, { title: 'Vertretung' }));
    await request(testApp.http).delete(`/api/job/${deleted}`).set('Authorization', admin.header).expect(204);

    expect((await jobRow(accepted)).state).toBe('internal_fill');
    expect((await jobRow(selected)).state).toBe('external_fill');
    expect((await jobRow(swept)).state).toBe('external_adv');

    const updates = readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as Captured).sql)
      .flatMap((sql) => {
        const match = JOB_UPDATE.exec(sql);
        return match ? [{ sql, setsState: /(^|[\s,`"])state[`"]?\s*=/i.test(match[2]) }] : [];
      });
    const stateWrites = updates.filter((update) => update.setsState);
    // accept, release, recall, release, select, the sweeper's release (on a shared database it may
    // release others' due requests too): each the transition's.
    expect(stateWrites.length).toBeGreaterThanOrEqual(6);
    for (const write of stateWrites) expect(write.sql.startsWith(`/* ${JOB_TRANSITION_COMMENT} */`)).toBe(true);
    // The edit's UPDATE of the request leaves the state alone (and is seen, so the scan reads updates).
    expect(updates.filter((update) => !update.setsState).length).toBeGreaterThan(0);
  });
});
