import request from 'supertest';
import { In } from 'typeorm';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AssignmentContract } from '../src/marketplace/assignments/assignment-contract.entity';
import { ACCEPTANCE_MISSED_REASON } from '../src/marketplace/assignments/assignment-deadlines';
import { AssignmentNotice } from '../src/marketplace/assignments/assignment-notice.entity';
import { AssignmentNotifier } from '../src/marketplace/assignments/assignment-notifier.service';
import { AssignmentShift } from '../src/marketplace/assignments/assignment-shift.entity';
import { AssignmentSweeper } from '../src/marketplace/assignments/assignment-sweeper.service';
import { Assignment } from '../src/marketplace/assignments/assignment.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { DepartmentMembership } from '../src/organisations/departments/department-membership.entity';
import { Person } from '../src/people/person.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { MailAttachmentPart } from '../src/platform/mail/mail-attachment.entity';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import { attachmentsFromParts } from '../src/platform/mail/mail.service';
import { bearerFor } from './admin-helpers';
import {
  berlinMs,
  createHospital,
  departmentUser,
  doctorBody,
  nurseBody,
  orgAdmin,
  postJob,
  type Hospital,
} from './jobs-helpers';
import { TEST_DIALECTS, createTestApp, type TestApp } from './test-app';

type Caller = { header: string; person: Person };

/** A December shift (CET) from the day and times given. */
const december = (day: string, from = '08:00', to = '16:00') => ({
  date: { startDate: berlinMs(`2026-12-${day}T${from}`), endDate: berlinMs(`2026-12-${day}T${to}`), activity: '' },
  type: 'vertretungsarzt',
});
/** The text with folded lines joined again (RFC 5545 §3.1). */
const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe.each(TEST_DIALECTS)('assignment lifecycle on %s', (dialect) => {
  let testApp: TestApp;
  let counter = 0;
  const unique = (text: string) => {
    counter += 1;
    return `${text} ${Date.now().toString(36)}${counter}`;
  };

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  });
  afterAll(() => testApp.close());

  const manager = () => testApp.dataSource.manager;
  const get = (caller: Caller, path: string) =>
    request(testApp.http).get(`/api${path}`).set('Authorization', caller.header).set('Accept-Language', 'en');
  const post = (caller: Caller, path: string, body: object = {}) =>
    request(testApp.http)
      .post(`/api${path}`)
      .set('Authorization', caller.header)
      .set('Accept-Language', 'en')
      .send(body);

  /** The mails queued to `email`, oldest first, with their attachments put together again. */
  async function mailsTo(email: string) {
    const rows = await manager().find(MailOutboxEntry, { where: { recipient: email }, order: { id: 'ASC' } });
    const parts = rows.length
      ? await manager().find(MailAttachmentPart, { where: { mailId: In(rows.map((row) => row.id)) } })
      : [];
    return rows.map((row) => ({
      subject: row.subject,
      text: row.text,
      attachments: attachmentsFromParts(parts.filter((part) => part.mailId === row.id)).map((attachment) => ({
        filename: attachment.filename,
        contentType: attachment.contentType,
        text: unfold(attachment.content.toString('utf8')),
      })),
    }));
  }

  interface Market {
    hospital: Hospital;
    admin: Caller;
    stationUser: Caller;
    agency: Agency;
    agencyUser: Caller;
    candidate: Caller;
    jobId: number;
    application: Application;
  }

  async function market(
    options: { dates?: object[]; candidate?: Caller; language?: 'de' | 'en' } = {},
  ): Promise<Market> {
    const hospital = await createHospital(testApp, 'Klinikum West');
    const admin = await orgAdmin(testApp, hospital.organisation);
    const stationUser = await departmentUser(testApp, hospital.station);
    const posted = await postJob(
      testApp,
      admin.header,
      doctorBody(hospital, {
        title: unique('Vertretung Intensiv'),
        orig_dept: hospital.station.id,
        dates: options.dates ?? [december('14'), december('15')],
      }),
    );
    expect(posted.status).toBe(201);
    const jobId = posted.body._id as number;
    const agency = await manager().save(
      manager().create(Agency, {
        name: unique('Pflege Plus GmbH'),
        address: 'Friedrichstraße 68',
        postcode: '10117',
        city: 'Berlin',
        country: 'DE',
        permitAuthority: 'Bundesagentur für Arbeit, Regionaldirektion Berlin-Brandenburg',
        permitIssuedOn: '2019-04-01',
      }),
    );
    const agencyUser = await bearerFor(testApp, 'AGENCY');
    await manager().insert(AgencyMembership, { agencyId: agency.id, personId: agencyUser.person.id, kind: 'USER' });
    const candidate = options.candidate ?? (await bearerFor(testApp, 'USER'));
    await manager().update(Person, { id: candidate.person.id }, { language: options.language ?? 'de' });
    await manager()
      .insert(AgencyMembership, { agencyId: agency.id, personId: candidate.person.id, kind: 'CUSTOMER' })
      .catch(() => undefined);
    const application = await manager().save(
      manager().create(Application, {
        jobRequestId: jobId,
        agencyId: agency.id,
        candidateId: candidate.person.id,
        applicantName: 'Julia Kowalski',
        hourlyRate: '61.50',
        state: 'applied',
      }),
    );
    return { hospital, admin, stationUser, agency, agencyUser, candidate, jobId, application };
  }

  const select = (setup: Market) => post(setup.admin, `/job/${setup.jobId}/select/${setup.application.id}`);

  async function selected(options: Parameters<typeof market>[0] = {}) {
    const setup = await market(options);
    const response = await select(setup);
    expect(response.status).toBe(200);
    const assignment = await manager().findOneByOrFail(Assignment, { jobRequestId: setup.jobId });
    return { ...setup, assignment };
  }

  async function acceptBoth(setup: Market & { assignment: Assignment }) {
    const contract = await manager().findOneByOrFail(AssignmentContract, {
      assignmentId: setup.assignment.id,
      kind: 'contract',
    });
    for (const caller of [setup.agencyUser, setup.admin]) {
      const accepted = await post(caller, `/assignments/${setup.assignment.id}/contract/accept`, {
        sha256: contract.sha256,
      });
      expect(accepted.status).toBe(200);
    }
  }

  describe('mails to the worker', () => {
    it('tells the candidate in German when proposed, confirmed and cancelled, each with the shifts as .ics', async () => {
      const setup = await selected({ language: 'de' });
      const { assignment, candidate } = setup;
      const uid = (position: number) => `UID:assignment-${assignment.id}-shift-${position}@localhost`;

      const [proposed] = await mailsTo(candidate.person.email);
      expect(proposed.subject).toBe(`Sie wurden für einen Einsatz vorgeschlagen: ${assignment.title}`);
      expect(proposed.text).toContain(`über Ihre Agentur ${setup.agency.name}`);
      expect(proposed.text).toContain('14.12.2026, 08:00 – 14.12.2026, 16:00');
      expect(proposed.attachments).toHaveLength(1);
      expect(proposed.attachments[0]).toMatchObject({
        filename: `assignment-${assignment.id}.ics`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      });
      const proposedCalendar = proposed.attachments[0].text;
      expect(proposedCalendar).toContain('METHOD:PUBLISH');
      expect(proposedCalendar).toContain('DTSTART;TZID=Europe/Berlin:20261214T080000');
      expect(proposedCalendar).toContain('DTSTART;TZID=Europe/Berlin:20261215T080000');
      expect(proposedCalendar).toContain(uid(1));
      expect(proposedCalendar).toContain(uid(2));
      expect(proposedCalendar.match(/STATUS:TENTATIVE/g)).toHaveLength(2);
      // The companies' mails are not the worker's: the agency user gets none of these.
      expect((await mailsTo(setup.agencyUser.person.email)).map((mail) => mail.subject)).not.toContain(
        proposed.subject,
      );

      await acceptBoth(setup);
      const confirmed = (await mailsTo(candidate.person.email))[1];
      expect(confirmed.subject).toBe(`Einsatz bestätigt: ${assignment.title}`);
      const confirmedCalendar = confirmed.attachments[0].text;
      expect(confirmedCalendar).toContain(uid(1));
      expect(confirmedCalendar.match(/STATUS:CONFIRMED/g)).toHaveLength(2);
      const sequence = (text: string) => Number(/SEQUENCE:(\d+)/.exec(text)?.[1]);
      expect(sequence(confirmedCalendar)).toBeGreaterThan(sequence(proposedCalendar));

      expect(
        (await post(setup.admin, `/assignments/${assignment.id}/cancel`, { reason: 'Station geschlossen' })).status,
      ).toBe(200);
      const cancelled = (await mailsTo(candidate.person.email))[2];
      expect(cancelled.subject).toBe(`Einsatz abgesagt: ${assignment.title}`);
      expect(cancelled.text).toContain('Grund: Station geschlossen');
      expect(cancelled.attachments[0].contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      const cancelledCalendar = cancelled.attachments[0].text;
      expect(cancelledCalendar).toContain('METHOD:CANCEL');
      expect(cancelledCalendar).toContain(uid(2));
      expect(cancelledCalendar.match(/STATUS:CANCELLED/g)).toHaveLength(2);
      expect(sequence(cancelledCalendar)).toBeGreaterThan(sequence(confirmedCalendar));
      expect(await mailsTo(candidate.person.email)).toHaveLength(3);
    });

    it('tells a pool member in English that the accepted shift is confirmed', async () => {
      const hospital = await createHospital(testApp);
      const admin = await orgAdmin(testApp, hospital.organisation);
      const member = await bearerFor(testApp, 'USER');
      await manager().update(Person, { id: member.person.id }, { language: 'en' });
      await manager().insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: member.person.id,
        kind: 'CUSTOMER',
      });
      const title = unique('Frühdienst');
      const posted = await postJob(testApp, admin.header, nurseBody(hospital, { title }));
      expect((await post(member, `/job/${posted.body._id}/accept`)).status).toBe(200);
      const mails = (await mailsTo(member.person.email)).filter((mail) => mail.subject.includes(title));
      expect(mails.map((mail) => mail.subject)).toEqual([
        expect.stringContaining('A new shift for your ward'),
        `Assignment confirmed: ${title}`,
      ]);
      expect(mails[1].text).toContain('Your assignment');
      expect(mails[1].attachments[0].text).toContain('STATUS:CONFIRMED');
      expect(mails[1].attachments[0].text).toContain('SUMMARY:Assignment: ');
    });

    it('tells the worker of an agreed change: the moved shifts under the same UIDs, the dropped one cancelled', async () => {
      const setup = await selected({ language: 'en' });
      const { assignment } = setup;
      await testApp.dataSource.transaction(async (transaction) => {
        await transaction.insert(AssignmentShift, {
          assignmentId: assignment.id,
          shiftsVersion: 2,
          startAt: new Date(berlinMs('2026-12-14T10:00')),
          endAt: new Date(berlinMs('2026-12-14T18:00')),
          activities: [],
        });
        await transaction.update(Assignment, { id: assignment.id }, { shiftsVersion: 2 });
        await testApp.app.get(AssignmentNotifier).changeAgreed(transaction, assignment.id);
      });
      const changed = (await mailsTo(setup.candidate.person.email)).pop();
      expect(changed?.subject).toBe(`Assignment changed: ${assignment.title}`);
      expect(changed?.text).toContain('It now reads: 14/12/2026, 10:00 – 14/12/2026, 18:00');
      const [published, dropped] = changed?.attachments ?? [];
      expect(published.text).toContain('METHOD:PUBLISH');
      expect(published.text).toContain(`UID:assignment-${assignment.id}-shift-1@localhost`);
      expect(published.text).toContain('DTSTART;TZID=Europe/Berlin:20261214T100000');
      expect(published.text).not.toContain(`shift-2@`);
      expect(dropped.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
      expect(dropped.text).toContain('METHOD:CANCEL');
      expect(dropped.text).toContain(`UID:assignment-${assignment.id}-shift-2@localhost`);
      expect(dropped.text).not.toContain(`shift-1@`);
      expect(dropped.text).toContain('STATUS:CANCELLED');
    });
  });

  describe('the sweeper', () => {
    const sweeper = () => testApp.app.get(AssignmentSweeper);

    it('completes a confirmed assignment once its last shift has ended, audited, once', async () => {
      const setup = await selected();
      await acceptBoth(setup);
      const { assignment } = setup;
      expect((await sweeper().sweep(new Date(berlinMs('2026-12-15T15:59')))).completed).not.toContain(assignment.id);
      const sweep = await sweeper().sweep(new Date(berlinMs('2026-12-15T16:00')));
      expect(sweep.completed).toContain(assignment.id);
      expect((await get(setup.admin, `/assignments/${assignment.id}`)).body.state).toBe('completed');
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'assignments', recordId: assignment.id, field: 'state' },
        order: { id: 'ASC' },
      });
      expect(audit.map((entry) => [entry.actorId, JSON.parse(entry.newValue as string)])).toEqual([
        [setup.admin.person.id, 'proposed'],
        [setup.admin.person.id, 'confirmed'],
        [null, 'completed'],
      ]);
      expect((await sweeper().sweep(new Date(berlinMs('2026-12-16T16:00')))).completed).not.toContain(assignment.id);
    });

    it('warns the hospital once when the first shift is 48 hours away without both acceptances', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const early = await sweeper().sweep(new Date(berlinMs('2026-12-12T07:59')));
      expect(early.warned).not.toContain(assignment.id);
      const [first, second] = await Promise.all([
        sweeper().sweep(new Date(berlinMs('2026-12-12T08:00'))),
        sweeper().sweep(new Date(berlinMs('2026-12-12T09:00'))),
      ]);
      expect([...first.warned, ...second.warned].filter((id) => id === assignment.id)).toHaveLength(1);
      expect(await manager().countBy(AssignmentNotice, { assignmentId: assignment.id })).toBe(1);
      for (const person of [setup.admin.person, setup.stationUser.person]) {
        const warnings = (await mailsTo(person.email)).filter((mail) => mail.subject.includes(assignment.title));
        expect(warnings.map((mail) => mail.subject)).toEqual([
          expect.stringContaining('Vertrag noch nicht angenommen'),
        ]);
        expect(warnings[0].text).toContain('fehlt: Klinik, Agentur');
        expect(warnings[0].text).toContain('14.12.2026, 08:00');
      }
      expect((await mailsTo(setup.agencyUser.person.email)).some((mail) => mail.subject.includes('Vertrag'))).toBe(
        false,
      );
      expect((await sweeper().sweep(new Date(berlinMs('2026-12-13T08:00')))).warned).not.toContain(assignment.id);
    });

    it('shows the warning in the answer from 48 hours before the first shift, and none once confirmed', async () => {
      const setup = await selected();
      const { assignment } = setup;
      // Whole seconds: MySQL's DATETIME keeps no fractions.
      const soon = new Date(Math.floor(Date.now() / 1000) * 1000 + 47 * 3_600_000);
      await manager().update(Assignment, { id: assignment.id }, { firstShiftAt: soon });
      const answer = (await get(setup.admin, `/assignments/${assignment.id}`)).body;
      expect(answer).toMatchObject({ acceptanceDueAt: soon.getTime(), acceptanceWarning: true });
      const candidateAnswer = (await get(setup.candidate, `/assignments/${assignment.id}`)).body;
      expect(candidateAnswer).toMatchObject({ acceptanceDueAt: soon.getTime(), acceptanceWarning: true });
      await acceptBoth(setup);
      expect((await get(setup.admin, `/assignments/${assignment.id}`)).body).toMatchObject({
        state: 'confirmed',
        acceptanceDueAt: null,
        acceptanceWarning: false,
      });
    });

    it('cancels a proposed assignment when its first shift begins without both acceptances, and tells the worker', async () => {
      const setup = await selected({ language: 'en' });
      const { assignment } = setup;
      const sweep = await sweeper().sweep(new Date(berlinMs('2026-12-14T08:00')));
      expect(sweep.cancelled).toContain(assignment.id);
      expect((await get(setup.agencyUser, `/assignments/${assignment.id}`)).body).toMatchObject({
        state: 'cancelled',
        cancelReason: ACCEPTANCE_MISSED_REASON,
        cancelNoticeHours: 0,
        acceptanceDueAt: null,
      });
      const audit = await manager().findOneByOrFail(AuditEntry, {
        resource: 'assignments',
        recordId: assignment.id,
        field: 'cancelReason',
      });
      expect(audit.actorId).toBeNull();
      const cancelled = (await mailsTo(setup.candidate.person.email)).pop();
      expect(cancelled?.subject).toBe(`Assignment cancelled: ${assignment.title}`);
      expect(cancelled?.attachments[0].text).toContain('METHOD:CANCEL');
    });
  });
  describe('working time across pool and agency assignments', () => {
    /** The person joins the pool of a new hospital's station and accepts a nurse shift there. */
    async function poolShift(member: Caller, from: string, to: string, language: 'de' | 'en' = 'en') {
      const hospital = await createHospital(testApp, 'Klinikum Ost');
      const admin = await orgAdmin(testApp, hospital.organisation);
      await manager().insert(DepartmentMembership, {
        departmentId: hospital.station.id,
        personId: member.person.id,
        kind: 'CUSTOMER',
      });
      const posted = await postJob(
        testApp,
        admin.header,
        nurseBody(hospital, {
          title: unique('Spätdienst'),
          dates: [
            { date: { startDate: berlinMs(from), endDate: berlinMs(to), activity: '' }, type: 'Neue_Dienstanfrage' },
          ],
        }),
      );
      expect(posted.status).toBe(201);
      const jobId = posted.body._id as number;
      const accept = () =>
        request(testApp.http)
          .post(`/api/job/${jobId}/accept`)
          .set('Authorization', member.header)
          .set('Accept-Language', language)
          .send({});
      return { jobId, accept };
    }

    it('refuses a pool shift too close to a proposed agency assignment, naming it; a cancelled one no longer counts', async () => {
      const setup = await selected();
      const { assignment, candidate } = setup;
      // The agency assignment's shifts end at 16:00 on 14 and 15 December: 20:00 leaves 4 hours of rest.
      const late = await poolShift(candidate, '2026-12-14T20:00', '2026-12-14T23:00');
      const refused = await late.accept();
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'WORKING_TIME_CLASH' });
      expect(refused.body.message).toBe(
        `Working Hours Act: this shift leaves less than 11 hours of rest next to the shift “${assignment.title}” of assignment ${assignment.id}, already held.`,
      );
      const german = await poolShift(candidate, '2026-12-15T20:00', '2026-12-15T23:00', 'de');
      const refusedInGerman = await german.accept();
      expect(refusedInGerman.body.code).toBe('WORKING_TIME_CLASH');
      expect(refusedInGerman.body.message).toBe(
        `Arbeitszeitgesetz: Zwischen diesem Dienst und dem bereits übernommenen Dienst „${assignment.title}“ aus Einsatz ${assignment.id} liegen weniger als 11 Stunden Ruhezeit.`,
      );
      expect(await manager().countBy(Assignment, { jobRequestId: late.jobId })).toBe(0);

      expect(
        (await post(setup.admin, `/assignments/${assignment.id}/cancel`, { reason: 'Bedarf entfallen' })).status,
      ).toBe(200);
      expect((await late.accept()).status).toBe(200);
      expect((await manager().findOneByOrFail(Assignment, { jobRequestId: late.jobId })).state).toBe('confirmed');
    });

    it('refuses to select a candidate whose pool assignment leaves more than 10 hours on the day, naming it', async () => {
      const candidate = await bearerFor(testApp, 'USER');
      const pool = await poolShift(candidate, '2026-12-14T00:00', '2026-12-14T04:00');
      expect((await pool.accept()).status).toBe(200);
      const poolAssignment = await manager().findOneByOrFail(Assignment, { jobRequestId: pool.jobId });
      // 15:00–23:00 leaves 11 hours of rest after 04:00, but 4 + 8 = 12 hours of work on 14 December.
      const setup = await market({ candidate, dates: [december('14', '15:00', '23:00')] });
      const refused = await select(setup);
      expect({ status: refused.status, code: refused.body.code }).toEqual({ status: 409, code: 'WORKING_TIME_CLASH' });
      expect(refused.body.message).toBe(
        `Working Hours Act: together with the shift “${poolAssignment.title}” of assignment ${poolAssignment.id}, already held, this means more than 10 hours of work on 2026-12-14.`,
      );
      expect((await manager().findOneByOrFail(Application, { id: setup.application.id })).state).toBe('applied');
      expect(await manager().countBy(Assignment, { jobRequestId: setup.jobId })).toBe(0);
    });
  });
  describe('rate sharing', () => {
    it('lets the agency share the agreed rates with the candidate and stop again, audited; nobody else may', async () => {
      const setup = await selected();
      const { assignment } = setup;
      const share = (caller: Caller, shared: unknown) =>
        request(testApp.http)
          .put(`/api/assignments/${assignment.id}/rate-sharing`)
          .set('Authorization', caller.header)
          .set('Accept-Language', 'en')
          .send({ shared });
      const candidateBody = async () => (await get(setup.candidate, `/assignments/${assignment.id}`)).body;
      const rates = [
        { activity: 'Stundensatz', cost: '61.50' },
        { activity: 'Aktiv', cost: '95.00' },
        { activity: 'Passiv', cost: '45.50' },
      ];
      expect(await candidateBody()).toMatchObject({ rates: null, ratesShared: false });

      const refusal = async (response: request.Response) => ({ status: response.status, code: response.body.code });
      expect(await refusal(await share(setup.admin, true))).toEqual({ status: 403, code: 'FORBIDDEN' });
      expect(await refusal(await share(setup.candidate, true))).toEqual({ status: 403, code: 'FORBIDDEN' });
      const otherAgencyUser = (await market()).agencyUser;
      expect(await refusal(await share(otherAgencyUser, true))).toEqual({ status: 404, code: 'NOT_FOUND' });
      expect(await refusal(await share(setup.agencyUser, 'yes'))).toEqual({ status: 400, code: 'VALIDATION_FAILED' });
      expect(await candidateBody()).toMatchObject({ rates: null, ratesShared: false });

      const shared = await share(setup.agencyUser, true);
      expect(shared.status).toBe(200);
      expect(shared.body).toMatchObject({ _id: assignment.id, ratesShared: true, rates });
      const candidateShared = await candidateBody();
      expect(candidateShared).toMatchObject({ _id: assignment.id, ratesShared: true, rates });
      expect(candidateShared.acceptances).toEqual([]);

      const unshared = await share(setup.agencyUser, false);
      expect(unshared.body).toMatchObject({ ratesShared: false, rates });
      expect(await candidateBody()).toMatchObject({ rates: null, ratesShared: false });
      const audit = await manager().find(AuditEntry, {
        where: { resource: 'assignments', recordId: assignment.id, field: 'ratesShared' },
        order: { id: 'ASC' },
      });
      expect(audit.map((entry) => [entry.actorId, JSON.parse(entry.newValue as string)])).toEqual([
        [setup.agencyUser.person.id, true],
        [setup.agencyUser.person.id, false],
      ]);
    });
  });
});
