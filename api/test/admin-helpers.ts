import { parse } from 'csv-parse/sync';
import request from 'supertest';
import type { PersonRole } from '@medstaff/domain';
import { PasswordService } from '../src/accounts/password.service';
import { Person } from '../src/people/person.entity';
import { uniqueEmail, type TestApp } from './test-app';

/**
 * Test speed: one argon2 hash of 'Admin-Passwort-1' per app, shared by the people bearerFor
 * creates (each hash costs tens of milliseconds of a core); every sign-in still verifies it.
 */
const adminPasswordHashes = new WeakMap<TestApp, Promise<string>>();
function adminPasswordHash(testApp: TestApp): Promise<string> {
  let hash = adminPasswordHashes.get(testApp);
  if (!hash) {
    hash = testApp.app.get(PasswordService).hash('Admin-Passwort-1');
    adminPasswordHashes.set(testApp, hash);
  }
  return hash;
}

/** Creates an active person of the role and returns a Bearer header for them. */
export async function bearerFor(
  testApp: TestApp,
  role: PersonRole = 'ADMIN',
): Promise<{ header: string; person: Person }> {
  const persons = testApp.dataSource.getRepository(Person);
  const email = uniqueEmail(role.toLowerCase());
  const person = await persons.save(
    persons.create({
      email,
      role,
      status: 'ACTIVE',
      emailConfirmedAt: new Date(),
      firstName: 'Ada',
      lastName: 'Admin',
      passwordHash: await adminPasswordHash(testApp),
    }),
  );
  const login = await request(testApp.http)
    .post('/api/auth/login')
    .send({ email, password: 'Admin-Passwort-1' })
    .expect(200);
  return { header: `Bearer ${login.body.access_token}`, person };
}

/** A small valid PNG (the signature is what the API checks). */
export const TEST_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);

/**
 * POST /api/admin/agencies as the add form sends it: one multipart request with the fields and
 * the logo (`logo: null` leaves the logo out).
 */
export function postAgency(
  testApp: TestApp,
  authorization: string,
  fields: Record<string, string>,
  logo: { content: Buffer; filename: string; contentType: string } | null = {
    content: TEST_PNG,
    filename: 'logo.png',
    contentType: 'image/png',
  },
) {
  let call = request(testApp.http).post('/api/admin/agencies').set('Authorization', authorization);
  for (const [name, value] of Object.entries(fields)) call = call.field(name, value);
  if (logo) call = call.attach('logo', logo.content, { filename: logo.filename, contentType: logo.contentType });
  return call;
}

/** A CSV export answer read as Excel would: whether it starts with a UTF-8 BOM, and its rows. */
export interface CsvDownload {
  bom: boolean;
  /** The header row first; quotes, doubled quotes and line breaks inside cells undone. */
  rows: string[][];
  /** The text after the BOM, byte for byte (line ends and quoting as sent). */
  text: string;
}

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * GET /api/admin/{resource}/export with the list's own parameters (JSON-encoded), as `admin`, in
 * `language`; the body is kept as bytes, so the BOM and the line ends are checked as sent.
 */
export function csvExport(
  testApp: TestApp,
  admin: string,
  resource: string,
  values: Record<string, unknown> = {},
  language = 'en',
): request.Test {
  return request(testApp.http)
    .get(`/api/admin/${resource}/export`)
    .query(Object.fromEntries(Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)])))
    .set('Authorization', admin)
    .set('Accept-Language', language)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });
}

/** Reads a downloaded CSV body (RFC 4180, through csv-parse) with the separator of its language. */
export function readCsv(body: Buffer, delimiter: ',' | ';'): CsvDownload {
  const bom = body.subarray(0, BOM.length).equals(BOM);
  const text = body.subarray(bom ? BOM.length : 0).toString('utf8');
  return { bom, rows: parseCsv(text, delimiter), text };
}

/** CSV text as rows (RFC 4180, through csv-parse): quotes, doubled quotes, breaks inside cells. */
export const parseCsv = (text: string, delimiter: ',' | ';'): string[][] => parse(text, { delimiter }) as string[][];
