import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR } from './environment';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

/** A real SMTP server on loopback that stores every message it receives as JSON in MAIL_DIR. */
export async function startMailSink(port: number): Promise<() => Promise<void>> {
  rmSync(MAIL_DIR, { recursive: true, force: true });
  mkdirSync(MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: CapturedMail = {
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: new Date().toISOString(),
          };
          sequence += 1;
          // Written under a temporary name and renamed, so a reader never sees half a file.
          const name = `${Date.now()}-${sequence}.json`;
          writeFileSync(join(MAIL_DIR, `${name}.partial`), JSON.stringify(mail));
          renameSync(join(MAIL_DIR, `${name}.partial`), join(MAIL_DIR, name));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every mail received so far for `to`, oldest first. */
export function mailsFor(to: string): CapturedMail[] {
  return readdirSync(MAIL_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(join(MAIL_DIR, file), 'utf8')) as CapturedMail)
    .filter((mail) => mail.to.includes(to.toLowerCase()));
}

/** Waits until a mail for `to` arrives whose subject matches, and returns it. */
export async function waitForMail(to: string, subject: RegExp = /./, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsFor(to).find((candidate) => subject.test(candidate.subject));
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first link in a mail's text that contains `pathPart`. */
export function linkIn(mail: CapturedMail, pathPart: string): string {
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).find((candidate) => candidate.includes(pathPart));
  if (!link) throw new Error(`No link containing ${pathPart} in mail "${mail.subject}"`);
  return link;
}
