import request from 'supertest';
import type { PersonRole } from '@medstaff/domain';
import { PasswordService } from '../src/auth/password.service';
import { Person } from '../src/persons/person.entity';
import { uniqueEmail, type TestApp } from './test-app';

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
      passwordHash: await testApp.app.get(PasswordService).hash('Admin-Passwort-1'),
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
