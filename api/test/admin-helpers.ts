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
