import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource, In, type Repository } from 'typeorm';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { Enquiry } from '../src/site/enquiries/enquiry.entity';
import { simpleParser } from 'mailparser';
import { MAIL_ATTACHMENT_PART_BYTES, MailAttachmentPart } from '../src/platform/mail/mail-attachment.entity';
import { MailOutboxEntry } from '../src/platform/mail/mail-outbox-entry.entity';
import {
  MAIL_SENDER_DEFAULTS,
  MAX_MAIL_ATTEMPTS,
  MailSenderService,
  retryDelayMs,
  type MailSenderOptions,
} from '../src/platform/mail/mail-sender.service';
import { MailService } from '../src/platform/mail/mail.service';
import { Person } from '../src/people/person.entity';
import { freePort, startServerProcess, type ServerProcess } from './server-process';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { TEST_DIALECTS, createTestApp, createTestDatabase, uniqueEmail, type TestApp } from './test-app';

/** Polls `probe` until it returns a value (not undefined/false), failing after `timeoutMs`. */
async function waitFor<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mailNumber = (number: number, to: string) => ({
  subject: `Outbox test ${number} ${to}`,
  text: `Mail number ${number}`,
  html: `<p>Mail number ${number}</p>`,
});

describe.each(TEST_DIALECTS)('mail outbox on %s', (dialect) => {
  let testApp: TestApp;
  let outbox: Repository<MailOutboxEntry>;
  const senders: MailSenderService[] = [];
  const sinks: SmtpSink[] = [];
  /** Opens the gates of stalled senders, so a failed test does not leave a round hanging. */
  const releases: (() => void)[] = [];

  beforeAll(async () => {
    testApp = await createTestApp(dialect);
    // The app's own sender stays off: each test drives its senders itself.
    await testApp.app.get(MailSenderService).stop();
    outbox = testApp.dataSource.getRepository(MailOutboxEntry);
  });
  // Every test starts with an empty outbox, so a sender's round sees only the test's own mails.
  beforeEach(() => outbox.createQueryBuilder().delete().execute());
  afterEach(async () => {
    releases.splice(0).forEach((release) => release());
    await Promise.all(senders.splice(0).map((sender) => sender.stop()));
    await Promise.all(sinks.splice(0).map((sink) => sink.close()));
  });
  afterAll(() => testApp.close());

  /** A sender on the test app's database with its own transport (SMTP at `smtpUrl`, else .eml files). */
  const sender = (smtpUrl: string | undefined, options: Partial<MailSenderOptions> = {}) => {
    const mail = new MailService({ ...testApp.config, mail: { ...testApp.config.mail, smtpUrl } });
    const created = new MailSenderService(testApp.dataSource, mail, { pollIntervalMs: 0, ...options });
    senders.push(created);
    return created;
  };
  const sink = async () => {
    const started = await startSmtpSink();
    sinks.push(started);
    return started;
  };
  /** A sender whose deliveries hang until the test opens their gate (as a stalled process would). */
  const stalledSender = (options: Partial<MailSenderOptions>) => {
    const mail = new MailService(testApp.config);
    const started: string[] = [];
    const gates: (() => void)[] = [];
    let released = false;
    releases.push(() => {
      released = true;
      gates.forEach((open) => open());
    });
    jest.spyOn(mail, 'send').mockImplementation(async (_to, rendered) => {
      started.push(rendered.subject);
      if (!released) await new Promise<void>((resolve) => gates.push(resolve));
      return { messageId: `<stalled-${started.length}@test>` };
    });
    const created = new MailSenderService(testApp.dataSource, mail, { pollIntervalMs: 0, ...options });
    senders.push(created);
    const deliveryStarted = (count: number) =>
      waitFor(`delivery ${count} to start`, async () => started.length >= count || undefined);
    return { sender: created, started, gates, deliveryStarted };
  };
  const enqueue = (to: string, count = 1) =>
    testApp.dataSource.transaction(async (manager) => {
      const mail = testApp.app.get(MailService);
      for (let number = 1; number <= count; number += 1) await mail.enqueue(manager, to, mailNumber(number, to));
    });

  it('queues the mail in the transaction of its change: committed together, or neither', async () => {
    const committed = uniqueEmail('committed');
    const registration = await request(testApp.http)
      .post('/api/auth/registration')
      .send({
        email: committed,
        firstName: 'Olga',
        lastName: 'Outbox',
        gender: 'female',
        organisation: ['Postfach Pflege GmbH'],
        role: 'Leitung',
        password: 'Sicheres-Passwort-1',
        passwordConfirmation: 'Sicheres-Passwort-1',
        acceptTC: true,
        language: 'en',
        userRoles: [3],
      })
      .expect(201);
    expect(await testApp.dataSource.getRepository(Person).countBy({ email: committed })).toBe(1);
    const queued = await outbox.findOneByOrFail({ recipient: committed });
    expect(queued).toMatchObject({ status: 'pending', attempts: 0, subject: 'Please confirm your email address' });
    expect(queued.text).toContain('/en/auth/email-confirmed/');
    expect(registration.body.user.email).toBe(committed);

    const rolledBack = uniqueEmail('rolled-back');
    await expect(
      testApp.dataSource.transaction(async (manager) => {
        await manager.insert(Enquiry, {
          startDate: '2030-01-01',
          endDate: '2030-01-31',
          dateString: 'January 2030',
          hospitalName: 'Rollback Klinik',
          name: 'Rolf Rück',
          email: rolledBack,
          phone: '+49 30 1234567',
          language: 'de',
          consentAt: new Date(),
        });
        await testApp.app.get(MailService).enqueue(manager, rolledBack, mailNumber(1, rolledBack));
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await testApp.dataSource.getRepository(Enquiry).countBy({ email: rolledBack })).toBe(0);
    expect(await outbox.countBy({ recipient: rolledBack })).toBe(0);
  });

  it('delivers a queued mail (without SMTP as an .eml file in the outbox folder) and marks it sent', async () => {
    const to = uniqueEmail('eml');
    await enqueue(to);
    const before = Date.now();
    expect(await sender(undefined).runOnce()).toBeGreaterThanOrEqual(1);
    const row = await outbox.findOneByOrFail({ recipient: to });
    expect(row).toMatchObject({ status: 'sent', attempts: 1, claimedBy: null, claimedUntil: null, lastError: null });
    expect(row.sentAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const files = readdirSync(testApp.config.mail.outboxDir).filter((file) => file.includes(to));
    expect(files).toHaveLength(1);
    expect(readFileSync(join(testApp.config.mail.outboxDir, files[0]), 'utf8')).toContain(`To: ${to}`);
  });

  it('keeps an attachment with its mail and delivers it over SMTP and into the .eml, byte for byte', async () => {
    // Larger than one stored part (MAIL_ATTACHMENT_PART_BYTES), so it is put together again from several.
    const content = Buffer.from(Array.from({ length: MAIL_ATTACHMENT_PART_BYTES * 2 + 17 }, (_, index) => index % 251));
    const calendar = Buffer.from('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n');
    const enqueueWithAttachments = (to: string) =>
      testApp.dataSource.transaction((manager) =>
        testApp.app.get(MailService).enqueue(manager, to, {
          ...mailNumber(1, to),
          attachments: [
            { filename: 'einsatz.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: calendar },
            { filename: 'data.bin', contentType: 'application/octet-stream', content },
          ],
        }),
      );
    const smtp = await sink();
    const toSmtp = uniqueEmail('attached');
    await enqueueWithAttachments(toSmtp);
    const mailId = (await outbox.findOneByOrFail({ recipient: toSmtp })).id;
    expect(await testApp.dataSource.getRepository(MailAttachmentPart).countBy({ mailId })).toBe(4);
    await sender(smtp.url).runOnce();
    const received = smtp.mails.find((mail) => mail.to.includes(toSmtp));
    expect(received?.attachments.map((attachment) => [attachment.filename, attachment.contentType])).toEqual([
      ['einsatz.ics', 'text/calendar'],
      ['data.bin', 'application/octet-stream'],
    ]);
    expect(received?.attachments[0].content.equals(calendar)).toBe(true);
    expect(received?.attachments[1].content.equals(content)).toBe(true);

    const toFile = uniqueEmail('attached-eml');
    await enqueueWithAttachments(toFile);
    await sender(undefined).runOnce();
    const file = readdirSync(testApp.config.mail.outboxDir).find((name) => name.includes(toFile));
    const parsed = await simpleParser(readFileSync(join(testApp.config.mail.outboxDir, file as string)));
    expect(parsed.attachments.map((attachment) => attachment.filename)).toEqual(['einsatz.ics', 'data.bin']);
    expect(parsed.attachments[0].content.equals(calendar)).toBe(true);
    expect(parsed.attachments[1].content.equals(content)).toBe(true);

    // Deleting the mail deletes its attachment.
    await outbox.delete({ id: mailId });
    expect(await testApp.dataSource.getRepository(MailAttachmentPart).countBy({ mailId })).toBe(0);
  });

  it('delivers right after the commit that queued the mail, without waiting for a poll', async () => {
    const smtp = await sink();
    const running = sender(smtp.url, { pollIntervalMs: 3_600_000 });
    running.start();
    const to = uniqueEmail('nudged');
    await enqueue(to);
    const received = await waitFor(
      'the nudged mail',
      async () => smtp.mails.find((mail) => mail.to.includes(to)),
      5_000,
    );
    expect(received.subject).toBe(mailNumber(1, to).subject);
    await waitFor(
      'the row marked sent',
      async () => (await outbox.findOneByOrFail({ recipient: to })).status === 'sent',
    );
  });

  it('retries with exponential backoff while SMTP fails, then delivers the mail exactly once', async () => {
    const to = uniqueEmail('retry');
    await enqueue(to);
    let now = Date.now();
    const clock = () => new Date(now);
    const failing = sender(`smtp://127.0.0.1:${await freePort()}`, { clock }); // nothing listens there
    const row = () => outbox.findOneByOrFail({ recipient: to });

    expect(await failing.runOnce()).toBe(1);
    let state = await row();
    expect(state).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null, sentAt: null });
    expect(state.lastError).toMatch(/ECONNREFUSED/);
    expect(state.nextAttemptAt.getTime()).toBe(Math.floor((now + retryDelayMs(1)) / 1000) * 1000);
    expect(await failing.runOnce()).toBe(0); // not due again yet

    now += retryDelayMs(1);
    expect(await failing.runOnce()).toBe(1);
    state = await row();
    expect(state.attempts).toBe(2);
    expect(state.nextAttemptAt.getTime()).toBe(Math.floor((now + retryDelayMs(2)) / 1000) * 1000);
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    const smtp = await sink();
    const working = sender(smtp.url, { clock });
    now += retryDelayMs(2) - 1000;
    expect(await working.runOnce()).toBe(0); // still waiting for its time
    now += 1000;
    expect(await working.runOnce()).toBe(1);
    expect(await working.runOnce()).toBe(0);
    expect(await failing.runOnce()).toBe(0);
    expect(smtp.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    expect(await row()).toMatchObject({ status: 'sent', attempts: 3, claimedBy: null });
  });

  it(`gives up after ${MAX_MAIL_ATTEMPTS} failed attempts and marks the mail failed`, async () => {
    const to = uniqueEmail('given-up');
    await enqueue(to);
    let now = Date.now();
    const failing = sender(`smtp://127.0.0.1:${await freePort()}`, { clock: () => new Date(now) });
    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt += 1) {
      expect(await failing.runOnce()).toBe(1);
      now += retryDelayMs(attempt);
    }
    expect(await outbox.findOneByOrFail({ recipient: to })).toMatchObject({
      status: 'failed',
      attempts: MAX_MAIL_ATTEMPTS,
      claimedBy: null,
    });
    now += 24 * 60 * 60 * 1000;
    expect(await failing.runOnce()).toBe(0);
    expect(retryDelayMs(MAX_MAIL_ATTEMPTS)).toBe(30 * 60 * 1000); // capped
  });

  it('takes over a mail whose claim ran out; the stalled claimant can no longer mark it', async () => {
    const to = uniqueEmail('lease');
    await enqueue(to);
    let now = Date.now();
    const clock = () => new Date(now);
    const stalled = stalledSender({ clock });
    const smtp = await sink();
    const other = sender(smtp.url, { clock });

    const stalledRound = stalled.sender.runOnce();
    await stalled.deliveryStarted(1);
    expect(await other.runOnce()).toBe(0); // claimed by the stalled sender
    now += MAIL_SENDER_DEFAULTS.leaseMs + 1000;
    expect(await other.runOnce()).toBe(1); // its lease ran out: taken over and delivered
    stalled.gates[0]();
    expect(await stalledRound).toBe(1);
    expect(await outbox.findOneByOrFail({ recipient: to })).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
  });

  it('renews the claim of each further mail of a long batch, so no other sender takes it meanwhile', async () => {
    const to = uniqueEmail('renewed');
    await enqueue(to, 2);
    let now = Date.now();
    const clock = () => new Date(now);
    const slow = stalledSender({ clock, batchSize: 2 });
    const smtp = await sink();
    const other = sender(smtp.url, { clock });
    const { leaseMs } = MAIL_SENDER_DEFAULTS;

    const slowRound = slow.sender.runOnce();
    await slow.deliveryStarted(1);
    now += leaseMs * 0.75; // the first mail takes long; the batch's claim is half gone
    slow.gates[0]();
    await slow.deliveryStarted(2); // the second mail's claim was renewed before this delivery
    now += leaseMs * 0.5; // past the batch's first lease, within the renewed one
    expect(await other.runOnce()).toBe(0);
    slow.gates[1]();
    expect(await slowRound).toBe(2);
    const rows = await outbox.findBy({ recipient: to });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['sent', 1],
      ['sent', 1],
    ]);
    expect(smtp.mails).toHaveLength(0);
  });

  it('lets senders claiming concurrently on one database deliver every mail exactly once', async () => {
    const smtp = await sink();
    const competing = [1, 2, 3].map(() => sender(smtp.url, { batchSize: 3 }));
    const to = uniqueEmail('concurrent');
    const count = 24;
    await enqueue(to, count);
    const claimedBy = await Promise.all(
      competing.map(async (instance) => {
        let claimed = 0;
        for (let round = await instance.runOnce(); round > 0; round = await instance.runOnce()) claimed += round;
        return claimed;
      }),
    );
    expect(claimedBy.reduce((sum, claimed) => sum + claimed, 0)).toBe(count);
    expect(claimedBy.filter((claimed) => claimed > 0).length).toBeGreaterThan(1);
    const received = smtp.mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.subject);
    expect(received).toHaveLength(count);
    expect(new Set(received).size).toBe(count);
    const rows = await outbox.findBy({ recipient: to });
    expect(rows.map((row) => row.status)).toEqual(Array(count).fill('sent'));
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });

  it('delivers a mail exactly once after the server that queued it was killed (kill -9)', async () => {
    const database = await createTestDatabase(dialect);
    const dataDirs = [mkdtempSync(join(tmpdir(), 'medstaff-kill-a-')), mkdtempSync(join(tmpdir(), 'medstaff-kill-b-'))];
    const databaseUrl = dialect === 'sqlite' ? `sqlite:${database.config.url}` : database.config.url;
    const observer = new DataSource(buildDataSourceOptions(database.config, { migrationsRun: false }));
    const servers: ServerProcess[] = [];
    try {
      const first = await startServerProcess({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDirs[0],
        SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, // unreachable
      });
      servers.push(first);
      const to = uniqueEmail('killed');
      const response = await fetch(`${first.url}/api/auth/registration`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: to,
          firstName: 'Kai',
          lastName: 'Kill',
          gender: 'male',
          organisation: ['Absturz Personal GmbH'],
          role: 'Leitung',
          password: 'Sicheres-Passwort-1',
          passwordConfirmation: 'Sicheres-Passwort-1',
          acceptTC: true,
          language: 'de',
          userRoles: [3],
        }),
      });
      expect(response.status).toBe(201);
      await observer.initialize();
      const rows = observer.getRepository(MailOutboxEntry);
      // The first server tried (SMTP refused) and scheduled a retry; then it dies without warning.
      const failed = await waitFor('the first, failed attempt', async () => {
        const row = await rows.findOneBy({ recipient: to });
        return row && row.attempts >= 1 ? row : undefined;
      });
      expect(failed).toMatchObject({ status: 'pending', sentAt: null });
      expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
      await first.stop('SIGKILL');
      // Test speed: the retry is due now rather than in retryDelayMs(1) (30 s; the schedule itself
      // is checked with a test clock above), as if that time had passed while no server ran.
      await rows.update({ id: failed.id, attempts: failed.attempts }, { nextAttemptAt: new Date(Date.now() - 1000) });

      const smtp = await sink();
      const second = await startServerProcess({ DATABASE_URL: databaseUrl, DATA_DIR: dataDirs[1], SMTP_URL: smtp.url });
      servers.push(second);
      const delivered = await waitFor(
        'the mail delivered by the second server',
        async () => {
          const row = await rows.findOneBy({ recipient: to });
          return row?.status === 'sent' ? row : undefined;
        },
        retryDelayMs(1) + 30_000,
      );
      expect(delivered.attempts).toBe(2);
      const received = smtp.mails.filter((mail) => mail.to.includes(to));
      expect(received).toHaveLength(1);
      expect(received[0].subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
      expect(received[0].text).toContain('/de/auth/email-confirmed/');
      expect(await rows.countBy({ recipient: to, status: In(['pending', 'failed']) })).toBe(0);
    } finally {
      await Promise.all(servers.map((server) => server.stop('SIGKILL')));
      if (observer.isInitialized) await observer.destroy();
      await database.drop();
      for (const folder of dataDirs) rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
