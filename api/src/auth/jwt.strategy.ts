import { createSecretKey } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { InjectRepository } from '@nestjs/typeorm';
import type { PersonRole } from '@medstaff/domain';
import { Strategy } from 'passport-jwt';
import type { Request } from 'express';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainError } from '../common/domain-error';
import { Person, type PersonStatus } from '../persons/person.entity';
import type { AccessTokenPayload, AuthUser } from './auth.types';
import { sessionCookieSettings, tokenFromRequest } from './session-cookie';

/** The account fields every authenticated request reads, as the database returns them. */
interface AccountRow {
  id: number | string;
  email: string;
  role: PersonRole;
  status: PersonStatus;
  tokenVersion: number | string;
}

/**
 * `SELECT id, email, role, status, token_version FROM person WHERE id = ?`, with the column and
 * table names from the entity's metadata and quoted for the dialect. Written once: building it
 * per request through `findOne` (and hydrating a Person) cost about as much as the statement.
 */
function accountStatement(persons: Repository<Person>): string {
  const { metadata } = persons;
  const driver = persons.manager.connection.driver;
  const column = (property: keyof AccountRow): string => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`Person has no column for ${property}`);
    return `${driver.escape(found.databaseName)} AS ${driver.escape(property)}`;
  };
  const id = metadata.findColumnWithPropertyName('id')?.databaseName ?? 'id';
  const fields = (['id', 'email', 'role', 'status', 'tokenVersion'] as const).map(column).join(', ');
  return `SELECT ${fields} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(id)} = ?`;
}

/**
 * Accepts only HS256 tokens (bearer header or session cookie) signed with our secret, unexpired, whose token version still
 * matches the person's (logout and password changes raise it) and whose account is active. The
 * account is read on every request, so a logout, a role change or a disabled account counts at
 * once.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly accountSql: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @InjectRepository(Person) private readonly persons: Repository<Person>,
  ) {
    const cookie = sessionCookieSettings(config);
    super({
      // The bearer header (API clients), else the browser's HttpOnly session cookie (auth/session-cookie.ts).
      jwtFromRequest: (request: Request) => tokenFromRequest(request, cookie),
      // A key object, not the text: jsonwebtoken first tries to read a text secret as a PEM public
      // key and falls back to a secret key when that throws, on every request (a third of the
      // CPU of an admin list request). The same bytes, only ever an HMAC key. passport-jwt's
      // types predate key objects; it hands the key to jsonwebtoken as it is.
      secretOrKey: createSecretKey(Buffer.from(config.jwt.secret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
    this.accountSql = accountStatement(persons);
  }

  async validate(payload: AccessTokenPayload): Promise<AuthUser> {
    // The token's subject is a number we signed; anything else cannot be a session of ours.
    if (!Number.isSafeInteger(payload.sub)) throw new DomainError('UNAUTHENTICATED', 'auth.sessionEnded');
    const [account] = (await this.persons.manager.connection.query(this.accountSql, [payload.sub])) as AccountRow[];
    // A disabled account says so (403 ACCOUNT_DISABLED), whichever of its tokens is sent: its
    // clients sign out and show why, instead of asking to sign in again.
    if (account?.status === 'DISABLED') throw new DomainError('ACCOUNT_DISABLED', 'auth.accountDisabled');
    if (!account || Number(account.tokenVersion) !== payload.ver || account.status !== 'ACTIVE') {
      throw new DomainError('UNAUTHENTICATED', 'auth.sessionEnded');
    }
    return { id: Number(account.id), email: account.email, role: account.role };
  }
}
