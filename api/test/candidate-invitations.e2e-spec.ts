import request from 'supertest';
import { AgencyMembership } from '../src/agencies/agency-membership.entity';
import { Agency } from '../src/agencies/agency.entity';
import { AuditEntry } from '../src/platform/audit/audit-entry.entity';
import { Application } from '../src/marketplace/jobs/application.entity';
import { PasswordService } from '../src/accounts/password.service';
import { CandidateInvitation } from '../src/marketplace/candidates/candidate-invitation.entity';
import { migrateCandidateLinks } from '../src/platform/database/migrations/candidate-consent-data';
import { Invitation } from '../src/accounts/invitations/invitation.entity';
import { Person } from '../src/people/person.entity';
import { bearerFor } from './admin-helpers';
import { createHospital, doctorBody, orgAdmin, postJob, type Hospital } from './jobs-helpers';
import { TEST_DIALECTS, captureMails, createTestApp, uniqueEmail, type CapturedMail, type TestApp } from './test-app';

const PASSWORD = 'Kandidat-Passwort-1';
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n${text}\n%%EOF\n`);

interface AgencyFixture {
  agency: Agency;
  header: string;
}

interface PersonFixture {
  person: Person;
  header: string;
}

let counter = 0;

async function createAgency(testApp: TestApp): Promise<AgencyFixture> {
  counter += 1;
  const manager = testApp.dataSource.manager;
  const agency = await manager.save(manager.create(Agency, { name: `Vermittlung ${counter}`, country: 'DE' }));
  const { header, person } = await bearerFor(testApp, 'AGENCY');
  await manager.insert(AgencyMembership, { agencyId: agency.id, personId: person.id, kind: 'USER' });
  return { agency, header };
}

/** A nurse with an account of her own (role USER), signed in. */
async function createNurse(testApp: TestApp, email = uniqueEmail('nurse')): Promise<PersonFixture> {
  const persons = testApp.dataSource.getRepository(Person);
  const person = await persons.save(
    persons.create({
      email,
      role: 'USER',
      status: 'ACTIVE',
      emailConfirmedAt: new Date(),
      firstName: 'Xaver',
      lastName: 'Geheim',
      passwordHash: await testApp.app.get(PasswordService).hash(PASSWORD),
    }),
  );
  return { person, header: await signIn(testApp, email) };
}

async function signIn(testApp: TestApp, email: string): Promise<string> {
  const login = await request(testApp.http).post('/api/auth/login').send({ email, password: PASSWORD }).expect(200);
  return `Bearer ${login.body.access_token as string}`;
}

function invite(testApp: TestApp, agency: AgencyFixture, email: string, names = { firstName: 'P', lastName: 'P' }) {
  return request(testApp.http)
    .post('/api/agency/candidates')
    .set('Authorization', agency.header)
    .set('Accept-Language', 'en')
    .send({ email, ...names });
}

function apply(testApp: TestApp, agency: AgencyFixture, jobId: number, candidateId: number) {
  return request(testApp.http)
    .post(`/api/job/apply/${jobId}`)
    .set('Authorization', agency.header)
    .field('candidateId', String(candidateId))
    .field('applicantName', 'Bewerbung')
    .field('hourlyRate', '80')
    .attach('cv', pdf('cv'), { filename: 'cv.pdf', contentType: 'application/pdf' })
    .attach('licence', pdf('licence'), { filename: 'licence.pdf', contentType: 'application/pdf' })
    .attach('diploma', pdf('diploma'), { filename: 'diploma.pdf', contentType: 'application/pdf' });
}

const candidatesOf = (testApp: TestApp, agency: AgencyFixture) =>
  request(testApp.http).get('/api/agency/candidates').set('Authorization', agency.header).expect(200);

/** The code of the newest candidate invitation mailed to `email`. */
function mailedCode(mails: CapturedMail[], email: string): string {
  const mail = [...mails].reverse().find((item) => item.to === email);
  const code = mail?.text.match(/\/auth\/candidate-invitation\/([A-Za-z0-9_-]+)/)?.[1];
  if (!code) throw new Error(`no candidate invitation mailed to ${email}`);
  return code;
}

describe.each(TEST_DIALECTS)('candidate invitations on %s', (dialect) => {
  let testApp: TestApp;
  let hospital: Hospital;
  let hospitalAdmin: Awaited<ReturnType<typeof orgAdmin>>;
  let mails: CapturedMail[];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    hospital = await createHospital(testApp, 'Klinikum Einwilligung');
    hospitalAdmin = await orgAdmin(testApp, hospital.organisation);
    mails = captureMails(testApp);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  async function releasedJob(): Promise<number> {
    const response = await postJob(testApp, hospitalAdmin.header, doctorBody(hospital)).expect(201);
    return response.body._id as number;
  }

  it('answers alike whether the address has an account or not, and never with the stored name', async () => {
    const agency = await createAgency(testApp);
    const { person: administrator } = await bearerFor(testApp, 'ADMIN');
    const unknown = uniqueEmail('niemand');
    const forAccount = await invite(testApp, agency, administrator.email.toUpperCase()).expect(201);
    const forNobody = await invite(testApp, agency, unknown).expect(201);
    const shape = (body: Record<string, unknown>) => ({ ...body, _id: 0, email: '', createdAt: 0, expiresAt: 0 });
    expect(shape(forAccount.body)).toEqual(shape(forNobody.body));
    expect(forAccount.body).toMatchObject({
      email: administrator.email,
      firstName: 'P',
      lastName: 'P',
      state: 'pending',
    });
    expect(Object.keys(forAccount.body).sort()).toEqual(Object.keys(forNobody.body).sort());
    expect(forAccount.body.expiresAt - forAccount.body.createdAt).toBe(
      forNobody.body.expiresAt - forNobody.body.createdAt,
    );
    expect(JSON.stringify(forAccount.body)).not.toMatch(/Ada|Admin/);
    expect(forAccount.body._id).not.toBe(administrator.id);
    // The same mail, but for the link's code.
    const [toAccount, toNobody] = [administrator.email, unknown].map((to) => mails.filter((mail) => mail.to === to));
    expect([toAccount.length, toNobody.length]).toEqual([1, 1]);
    const withoutCode = (text: string) =>
      text.replace(/candidate-invitation\/[A-Za-z0-9_-]+/g, 'candidate-invitation/…');
    expect(toAccount[0].subject).toBe(toNobody[0].subject);
    expect(withoutCode(toAccount[0].text)).toBe(withoutCode(toNobody[0].text));

    // Nothing is linked: the list holds the invitations as typed, the apply is refused.
    const list = await candidatesOf(testApp, agency);
    expect(list.body.candidates).toEqual([]);
    expect(list.body.invitations.map((item: { email: string }) => item.email).sort()).toEqual(
      [administrator.email, unknown].sort(),
    );
    expect(JSON.stringify(list.body)).not.toContain('Ada');
    expect(
      await testApp.dataSource.manager.count(AgencyMembership, {
        where: { personId: administrator.id, kind: 'CUSTOMER' },
      }),
    ).toBe(0);
    const refused = await apply(testApp, agency, await releasedJob(), administrator.id).expect(409);
    expect(refused.body.code).toBe('CANDIDATE_NOT_ACCEPTED');
    // The administrator cannot become a candidate even by the link.
    const byLink = await request(testApp.http)
      .post(`/api/candidate-invitations/${mailedCode(mails, administrator.email)}/accept`)
      .send({})
      .expect(403);
    expect(byLink.body.code).toBe('FORBIDDEN');
  });

  it('links another agency’s candidate only with her consent; she may belong to both, and leave', async () => {
    const first = await createAgency(testApp);
    const second = await createAgency(testApp);
    const nurse = await createNurse(testApp);
    await testApp.dataSource.manager.insert(AgencyMembership, {
      agencyId: first.agency.id,
      personId: nurse.person.id,
      kind: 'CUSTOMER',
    });
    const invited = await invite(testApp, second, nurse.person.email, { firstName: 'Anders', lastName: 'Benannt' });
    expect(invited.status).toBe(201);
    expect(invited.body).toMatchObject({ firstName: 'Anders', lastName: 'Benannt', state: 'pending' });
    expect(JSON.stringify(invited.body)).not.toContain('Xaver');
    expect((await candidatesOf(testApp, second)).body.candidates).toEqual([]);
    const jobId = await releasedJob();
    const refused = await apply(testApp, second, jobId, nurse.person.id).expect(409);
    expect(refused.body.code).toBe('CANDIDATE_NOT_ACCEPTED');

    // She sees the invitation and her agency in the portal, and accepts.
    const mine = await request(testApp.http)
      .get('/api/candidate/agencies')
      .set('Authorization', nurse.header)
      .expect(200);
    expect(mine.body.agencies).toEqual([{ _id: first.agency.id, name: first.agency.name }]);
    expect(mine.body.invitations).toEqual([
      expect.objectContaining({
        _id: invited.body._id,
        agency: { _id: second.agency.id, name: second.agency.name },
        state: 'pending',
      }),
    ]);
    const accepted = await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/accept`)
      .set('Authorization', nurse.header)
      .expect(200);
    expect(accepted.body.invitations).toEqual([]);
    expect(accepted.body.agencies.map((agency: { _id: number }) => agency._id).sort()).toEqual(
      [first.agency.id, second.agency.id].sort(),
    );
    const again = await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/accept`)
      .set('Authorization', nurse.header)
      .expect(409);
    expect(again.body.code).toBe('INVITATION_NOT_OPEN');
    const list = await candidatesOf(testApp, second);
    expect(list.body.candidates).toEqual([expect.objectContaining({ _id: nurse.person.id, firstName: 'Xaver' })]);
    expect(list.body.invitations).toEqual([]);
    await apply(testApp, second, jobId, nurse.person.id).expect(201);
    const twice = await invite(testApp, second, nurse.person.email).expect(409);
    expect(twice.body.code).toBe('ALREADY_MEMBER');

    // She leaves the second agency: it can no longer apply with her; the first still can.
    const left = await request(testApp.http)
      .delete(`/api/candidate/agencies/${second.agency.id}`)
      .set('Authorization', nurse.header)
      .expect(200);
    expect(left.body.agencies).toEqual([{ _id: first.agency.id, name: first.agency.name }]);
    // The second agency's open application with her is withdrawn with her leaving (audited).
    const withSecond = await testApp.dataSource
      .getRepository(Application)
      .findOneByOrFail({ agencyId: second.agency.id, candidateId: nurse.person.id, jobRequestId: jobId });
    expect(withSecond.state).toBe('withdrawn');
    const withdrawal = await testApp.dataSource
      .getRepository(AuditEntry)
      .findOneByOrFail({ resource: 'jobs', recordId: jobId, action: 'withdraw', field: 'application' });
    expect(withdrawal).toMatchObject({ actorId: nurse.person.id, oldValue: String(withSecond.id) });
    const otherJob = await releasedJob();
    expect((await apply(testApp, second, otherJob, nurse.person.id).expect(409)).body.code).toBe(
      'CANDIDATE_NOT_ACCEPTED',
    );
    await apply(testApp, first, otherJob, nurse.person.id).expect(201);
    const afterLeaving = await candidatesOf(testApp, second);
    expect(afterLeaving.body.candidates).toEqual([]);
    expect(afterLeaving.body.invitations).toEqual([expect.objectContaining({ _id: invited.body._id, state: 'left' })]);
    await request(testApp.http)
      .delete(`/api/candidate/agencies/${second.agency.id}`)
      .set('Authorization', nurse.header)
      .expect(404);
    // Invited again after leaving, she is asked anew (and is no candidate meanwhile).
    expect((await invite(testApp, second, nurse.person.email).expect(201)).body.state).toBe('pending');
    expect((await candidatesOf(testApp, second)).body.candidates).toEqual([]);
  });

  it('declines, in the portal and by the mailed link; another person’s invitation answers 404', async () => {
    const agency = await createAgency(testApp);
    const nurse = await createNurse(testApp);
    const stranger = await createNurse(testApp);
    const invited = await invite(testApp, agency, nurse.person.email).expect(201);
    await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/accept`)
      .set('Authorization', stranger.header)
      .expect(404);
    await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/decline`)
      .set('Authorization', nurse.header)
      .expect(200);
    expect((await candidatesOf(testApp, agency)).body.invitations).toEqual([
      expect.objectContaining({ _id: invited.body._id, state: 'declined' }),
    ]);
    const late = await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/accept`)
      .set('Authorization', nurse.header)
      .expect(409);
    expect(late.body.code).toBe('INVITATION_NOT_OPEN');
    // The declined link is spent.
    await request(testApp.http)
      .get(`/api/candidate-invitations/${mailedCode(mails, nurse.person.email)}`)
      .expect(400);

    // Invited again: a new link, which she declines without signing in.
    await invite(testApp, agency, nurse.person.email).expect(201);
    const code = mailedCode(mails, nurse.person.email);
    const shown = await request(testApp.http).get(`/api/candidate-invitations/${code}`).expect(200);
    expect(shown.body).toEqual({
      agency: { _id: agency.agency.id, name: agency.agency.name },
      email: nurse.person.email,
      firstName: 'P',
      lastName: 'P',
      accountExists: true,
    });
    await request(testApp.http).post(`/api/candidate-invitations/${code}/decline`).expect(204);
    await request(testApp.http).post(`/api/candidate-invitations/${code}/accept`).send({}).expect(400);
    expect((await candidatesOf(testApp, agency)).body.candidates).toEqual([]);
  });

  it('lets an address without an account create it by the mailed link, and so accept', async () => {
    const agency = await createAgency(testApp);
    const email = uniqueEmail('neu');
    await invite(testApp, agency, email, { firstName: 'Jonas', lastName: 'Weber' }).expect(201);
    expect(await testApp.dataSource.manager.count(Person, { where: { email } })).toBe(0);
    const code = mailedCode(mails, email);
    const shown = await request(testApp.http).get(`/api/candidate-invitations/${code}`).expect(200);
    expect(shown.body).toMatchObject({ email, firstName: 'Jonas', lastName: 'Weber', accountExists: false });
    const missing = await request(testApp.http).post(`/api/candidate-invitations/${code}/accept`).send({}).expect(400);
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    await request(testApp.http)
      .post(`/api/candidate-invitations/${code}/accept`)
      .send({ password: 'kurz' })
      .expect(400);
    for (const body of [
      { password: null },
      { password: PASSWORD, firstName: null },
      { password: PASSWORD, lastName: '' },
    ]) {
      const refused = await request(testApp.http).post(`/api/candidate-invitations/${code}/accept`).send(body);
      expect([refused.status, refused.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const accepted = await request(testApp.http)
      .post(`/api/candidate-invitations/${code}/accept`)
      .send({ password: PASSWORD, firstName: 'Jonas', lastName: 'Weber-Neu' })
      .expect(200);
    expect(accepted.body).toEqual({ email });
    const person = await testApp.dataSource.manager.findOneByOrFail(Person, { email });
    expect([person.role, person.status, person.lastName]).toEqual(['USER', 'ACTIVE', 'Weber-Neu']);
    await signIn(testApp, email);
    expect((await candidatesOf(testApp, agency)).body.candidates).toEqual([
      expect.objectContaining({ _id: person.id, firstName: 'Jonas', lastName: 'Weber-Neu' }),
    ]);
    await request(testApp.http)
      .post(`/api/candidate-invitations/${code}/accept`)
      .send({ password: PASSWORD })
      .expect(400);
  });

  it('ends the link after its time; inviting again renews it', async () => {
    const agency = await createAgency(testApp);
    const nurse = await createNurse(testApp);
    const invited = await invite(testApp, agency, nurse.person.email).expect(201);
    const code = mailedCode(mails, nurse.person.email);
    await testApp.dataSource.manager.update(
      CandidateInvitation,
      { id: invited.body._id },
      { expiresAt: new Date(Date.now() - 1000) },
    );
    await request(testApp.http).get(`/api/candidate-invitations/${code}`).expect(400);
    expect((await candidatesOf(testApp, agency)).body.invitations).toEqual([
      expect.objectContaining({ _id: invited.body._id, state: 'expired' }),
    ]);
    const expired = await request(testApp.http)
      .post(`/api/candidate/invitations/${invited.body._id}/accept`)
      .set('Authorization', nurse.header)
      .expect(409);
    expect(expired.body.code).toBe('INVITATION_NOT_OPEN');
    const renewed = await invite(testApp, agency, nurse.person.email).expect(201);
    expect([renewed.body._id, renewed.body.state]).toEqual([invited.body._id, 'pending']);
    await request(testApp.http)
      .get(`/api/candidate-invitations/${mailedCode(mails, nurse.person.email)}`)
      .expect(200);
  });

  it('refuses the candidate routes to other roles', async () => {
    const agency = await createAgency(testApp);
    await request(testApp.http).get('/api/candidate/agencies').set('Authorization', agency.header).expect(403);
    await request(testApp.http).get('/api/candidate/agencies').expect(401);
  });
});

describe.each(TEST_DIALECTS)('existing candidate links on %s (migration)', (dialect) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
  }, 60_000);

  afterAll(async () => {
    await testApp?.close();
  });

  it('keeps only links the person agreed to; admins and other agencies’ persons lose theirs', async () => {
    const manager = testApp.dataSource.manager;
    const [own, second, third] = [
      await manager.save(manager.create(Agency, { name: 'Eigene', country: 'DE' })),
      await manager.save(manager.create(Agency, { name: 'Zweite', country: 'DE' })),
      await manager.save(manager.create(Agency, { name: 'Dritte', country: 'DE' })),
    ];
    const { person: administrator } = await bearerFor(testApp, 'ADMIN');
    // Made by the own agency's invitation, password set from it: consent.
    const invited = await createNurse(testApp);
    await manager.insert(Invitation, {
      email: invited.person.email,
      kind: 'AGENCY_CUSTOMER',
      targetId: own.id,
      personId: invited.person.id,
      acceptedAt: new Date(),
    });
    await manager.insert(Invitation, {
      email: invited.person.email,
      kind: 'AGENCY_CUSTOMER',
      targetId: second.id,
      personId: invited.person.id,
      acceptedAt: new Date(),
    });
    // Signed up by herself, linked later by email: no consent.
    const registered = await createNurse(testApp);
    await manager.insert(AgencyMembership, [
      { agencyId: own.id, personId: invited.person.id, kind: 'CUSTOMER' },
      { agencyId: second.id, personId: invited.person.id, kind: 'CUSTOMER' },
      { agencyId: third.id, personId: registered.person.id, kind: 'CUSTOMER' },
      { agencyId: third.id, personId: administrator.id, kind: 'CUSTOMER' },
    ]);
    const runner = testApp.dataSource.createQueryRunner();
    try {
      await migrateCandidateLinks(runner);
    } finally {
      await runner.release();
    }
    const links = await manager.find(AgencyMembership, { where: { kind: 'CUSTOMER' } });
    expect(links.map((link) => [link.agencyId, link.personId])).toEqual([[own.id, invited.person.id]]);
    const rows = await manager.find(CandidateInvitation, { order: { agencyId: 'ASC' } });
    expect(rows.map((row) => [row.agencyId, row.email, row.status, row.firstName])).toEqual([
      [own.id, invited.person.email, 'ACCEPTED', 'Xaver'],
      [second.id, invited.person.email, 'PENDING', ''],
      [third.id, registered.person.email, 'PENDING', ''],
    ]);
    // The persons decide in the portal.
    const mine = await request(testApp.http)
      .get('/api/candidate/agencies')
      .set('Authorization', registered.header)
      .expect(200);
    expect(mine.body.invitations).toEqual([expect.objectContaining({ agency: { _id: third.id, name: 'Dritte' } })]);
    await request(testApp.http)
      .post(`/api/candidate/invitations/${mine.body.invitations[0]._id}/accept`)
      .set('Authorization', registered.header)
      .expect(200);
    expect(
      await manager.count(AgencyMembership, { where: { agencyId: third.id, personId: registered.person.id } }),
    ).toBe(1);
  });
});
