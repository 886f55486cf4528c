import { Agency } from '../src/agencies/agency.entity';
import { berlinInstant, berlinParts, daysInMonth } from '../src/operations/demo-data/berlin-time';
import { DemoDataService } from '../src/operations/demo-data/demo-data.service';
import { Department } from '../src/organisations/departments/department.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { JobDate } from '../src/marketplace/jobs/job-date.entity';
import { JobRequest } from '../src/marketplace/jobs/job-request.entity';
import { JobSalary } from '../src/marketplace/jobs/job-salary.entity';
import { Organisation } from '../src/organisations/organisation.entity';
import { Person } from '../src/people/person.entity';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

/** The table a request lands in (the spec's grouping): by its applicants' states. */
const groupOf = (applications: Application[]) =>
  applications.length === 0
    ? 'offeneShifts'
    : applications.some((application) => application.state === 'selected')
      ? 'externeAnfagen'
      : 'confirmation';

describe.each(TEST_DIALECTS)('demo data on %s', (dialect) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  it('gives the demo hospital requests in every state and grouping over this and next month, once', async () => {
    const service = testApp.app.get(DemoDataService);
    const logins = await service.seedIfEmpty();
    expect(logins?.accounts.map((account) => account.email)).toContain('klinik@demo.medstaff.de');

    const manager = testApp.dataSource.manager;
    const hospital = await manager.findOneByOrFail(Organisation, { name: 'St. Elisabeth Klinikum Köln' });
    const mediPlus = await manager.findOneByOrFail(Agency, { name: 'MediPlus Personaldienste GmbH' });
    const jobs = await manager.find(JobRequest, {
      where: { organisationId: hospital.id },
      relations: { dates: true, salaries: true, applications: true, department: true },
    });
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    expect(new Set(jobs.map((job) => job.state))).toEqual(
      new Set(['internal_adv', 'external_adv', 'internal_fill', 'external_fill']),
    );
    expect(new Set(jobs.map((job) => groupOf(job.applications)))).toEqual(
      new Set(['offeneShifts', 'confirmation', 'externeAnfagen']),
    );
    expect(new Set(jobs.map((job) => job.kind))).toEqual(new Set(['NURSE', 'DOCTOR']));
    expect(new Set(jobs.map((job) => job.dateMode))).toEqual(new Set(['FIXED', 'SPORADIC']));
    // One SPORADIC request has an open end, another an end.
    const sporadicEnds = jobs.filter((job) => job.dateMode === 'SPORADIC').map((job) => job.dates[0].endAt === null);
    expect(new Set(sporadicEnds)).toEqual(new Set([true, false]));
    for (const job of jobs) {
      expect(job.dates.length).toBeGreaterThan(0);
      expect(job.department).not.toBeNull();
      for (const date of job.dates) {
        if (date.endAt === null) {
          // An open end: only the single period of a SPORADIC request.
          expect([job.dateMode, job.dates.length]).toEqual(['SPORADIC', 1]);
        } else {
          expect(date.endAt.getTime()).toBeGreaterThan(date.startAt.getTime());
        }
      }
      if (job.kind === 'DOCTOR') {
        expect(job.salaries.map((salary) => salary.activity)).toEqual(expect.arrayContaining(['Aktiv', 'Passiv']));
        expect(job.dates.every((date) => date.type === 'vertretungsarzt')).toBe(true);
      }
    }

    // Every date lies in the current or the next month (Berlin calendar), some in each.
    const today = berlinParts(new Date());
    const next = today.month === 12 ? { year: today.year + 1, month: 1 } : { year: today.year, month: today.month + 1 };
    const from = berlinInstant(today.year, today.month, 1);
    const until = berlinInstant(next.year, next.month, daysInMonth(next.year, next.month) + 1);
    const starts = jobs.flatMap((job) => job.dates.map((date) => date.startAt.getTime()));
    for (const start of starts) {
      expect(start).toBeGreaterThanOrEqual(from.getTime());
      expect(start).toBeLessThan(until.getTime());
    }
    const nextMonthStart = berlinInstant(next.year, next.month, 1).getTime();
    expect(starts.some((start) => start < nextMonthStart)).toBe(true);
    expect(starts.some((start) => start >= nextMonthStart)).toBe(true);

    // Applicants come from MediPlus, some of them its candidates with an account.
    const applications = jobs.flatMap((job) => job.applications);
    expect(applications.every((application) => application.agencyId === mediPlus.id)).toBe(true);
    const doctor = await manager.findOneByOrFail(Person, { email: 'dr.yilmaz@demo.medstaff.de' });
    const nurse = await manager.findOneByOrFail(Person, { email: 'j.kowalski@demo.medstaff.de' });
    expect(applications.map((application) => application.candidateId)).toEqual(
      expect.arrayContaining([doctor.id, nurse.id]),
    );

    // The department user's ward has requests of its own.
    const wardManager = await manager.findOneByOrFail(Person, { email: 'station@demo.medstaff.de' });
    const ward = await manager.findOneByOrFail(DepartmentMembership, { personId: wardManager.id, kind: 'USER' });
    const wardJobs = jobs.filter((job) => job.departmentId === ward.departmentId);
    expect(new Set(wardJobs.map((job) => groupOf(job.applications))).size).toBeGreaterThanOrEqual(2);
    expect((await manager.findOneByOrFail(Department, { id: ward.departmentId })).name).toBe('Intensivstation');

    // Each request's state agrees with the workflow: a filled request has its taker, a released
    // one no selection, a selection closed the other applications, the pool has its release time.
    const poolMemberships = await manager.find(DepartmentMembership, { where: { kind: 'CUSTOMER' } });
    for (const job of jobs) {
      const states = job.applications.map((application) => application.state);
      switch (job.state) {
        case 'internal_adv':
          expect(job.releaseDueAt).not.toBeNull();
          expect(states).toEqual([]);
          break;
        case 'internal_fill':
          expect(job.filledAt).not.toBeNull();
          expect(
            poolMemberships.some(
              (member) => member.personId === job.filledById && member.departmentId === job.departmentId,
            ),
          ).toBe(true);
          break;
        case 'external_adv':
          expect(job.releasedAt).not.toBeNull();
          expect(states.every((state) => state === 'applied')).toBe(true);
          break;
        case 'external_fill':
          expect(job.filledAt).not.toBeNull();
          expect(states.filter((state) => state === 'selected')).toHaveLength(1);
          expect(states).not.toContain('applied');
          break;
      }
    }

    // A second start changes nothing.
    const counts = async () =>
      Promise.all([JobRequest, JobDate, JobSalary, Application, Person].map((entity) => manager.count(entity)));
    const before = await counts();
    expect(await service.seedIfEmpty()).toBeUndefined();
    expect(await counts()).toEqual(before);
  });
});
