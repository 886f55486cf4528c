import { Injectable } from '@nestjs/common';
import type { PersonRole } from '@medstaff/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { Person, type PersonStatus } from './person.entity';

/** The person as an account: what sign-up, sign-in, password changes and invitations read. */
export type AccountPerson = Readonly<
  Pick<
    Person,
    | 'id'
    | 'email'
    | 'passwordHash'
    | 'role'
    | 'status'
    | 'emailConfirmedAt'
    | 'tokenVersion'
    | 'firstName'
    | 'lastName'
    | 'language'
  >
>;

/** The account fields every authenticated request reads, as the database returns them. */
export interface SessionAccountRow {
  id: number | string;
  email: string;
  role: PersonRole;
  status: PersonStatus;
  tokenVersion: number | string;
}

/** What a sign-up stores of the new person. */
export type NewAccount = Pick<
  Person,
  'email' | 'passwordHash' | 'role' | 'firstName' | 'lastName' | 'gender' | 'contact' | 'position' | 'language'
> & { acceptedTermsAt: Date };

/**
 * `SELECT id, email, role, status, token_version FROM person WHERE id = ?`, with the column and
 * table names from the entity's metadata and quoted for the dialect. Written once: building it
 * per request through `findOne` (and hydrating a Person) cost about as much as the statement.
 */
function sessionAccountStatement(dataSource: DataSource): string {
  const metadata = dataSource.getMetadata(Person);
  const driver = dataSource.driver;
  const column = (property: keyof SessionAccountRow): string => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`Person has no column for ${property}`);
    return `${driver.escape(found.databaseName)} AS ${driver.escape(property)}`;
  };
  const id = metadata.findColumnWithPropertyName('id')?.databaseName ?? 'id';
  const fields = (['id', 'email', 'role', 'status', 'tokenVersion'] as const).map(column).join(', ');
  return `SELECT ${fields} FROM ${driver.escape(metadata.tableName)} WHERE ${driver.escape(id)} = ?`;
}

/**
 * The people module's answer to the accounts module (sign-up, sign-in, sessions, passwords,
 * invitations) about the person row as an account. Methods taking a `manager` run in the caller's
 * transaction; the others read outside any. Emails are canonical (lower-case) when they get here.
 */
@Injectable()
export class PersonsService {
  private sessionSql?: string;

  constructor(private readonly dataSource: DataSource) {}

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<AccountPerson | null> {
    return manager.findOne(Person, { where: { email } });
  }

  findById(id: number, manager: EntityManager = this.dataSource.manager): Promise<AccountPerson | null> {
    return manager.findOne(Person, { where: { id } });
  }

  /** The person, or the error of `findOneOrFail` (a code proved it exists). */
  getById(manager: EntityManager, id: number): Promise<AccountPerson> {
    return manager.findOneOrFail(Person, { where: { id } });
  }

  emailTaken(manager: EntityManager, email: string): Promise<boolean> {
    return manager.exists(Person, { where: { email } });
  }

  /** A sign-up: a pending account with a password, waiting for its email confirmation. */
  createPending(manager: EntityManager, account: NewAccount): Promise<AccountPerson> {
    return manager.save(manager.create(Person, { ...account, status: 'PENDING' }));
  }

  /** An invitation to a new address: a pending account without a password (the invitation sets one). */
  createInvited(manager: EntityManager, email: string, role: PersonRole, language: string): Promise<AccountPerson> {
    return manager.save(manager.create(Person, { email, role, status: 'PENDING', passwordHash: null, language }));
  }

  /** The address is proved (a confirmation or reset code): confirmed since then, and active. */
  async activate(manager: EntityManager, person: AccountPerson): Promise<void> {
    await manager.update(
      Person,
      { id: person.id },
      { emailConfirmedAt: person.emailConfirmedAt ?? new Date(), status: 'ACTIVE' },
    );
  }

  /**
   * A new password; every session ends (the token version moves on). `activate`: the change came
   * with an emailed code, which proves the address (and activates an invitation) in the same update.
   */
  async setPassword(
    manager: EntityManager,
    person: AccountPerson,
    passwordHash: string,
    activate: boolean,
  ): Promise<void> {
    const confirmed = activate
      ? { emailConfirmedAt: person.emailConfirmedAt ?? new Date(), status: 'ACTIVE' as const }
      : {};
    await manager.update(
      Person,
      { id: person.id },
      { passwordHash, tokenVersion: person.tokenVersion + 1, ...confirmed },
    );
  }

  async recordSignIn(id: number): Promise<void> {
    await this.dataSource.manager.update(Person, { id }, { lastLoginAt: new Date() });
  }

  /** Ends every session of the person: tokens carry the version, which moves on. */
  async endSessions(id: number): Promise<void> {
    await this.dataSource.manager.increment(Person, { id }, 'tokenVersion', 1);
  }

  /** The readiness check's lookup: an email query that finds nobody. */
  async probeByEmail(email: string): Promise<void> {
    await this.dataSource.manager.findOne(Person, { where: { email }, select: { id: true } });
  }

  /** The account of a session, read on every authenticated request (one prepared statement). */
  async sessionAccount(id: number): Promise<SessionAccountRow | undefined> {
    this.sessionSql ??= sessionAccountStatement(this.dataSource);
    const [account] = (await this.dataSource.query(this.sessionSql, [id])) as SessionAccountRow[];
    return account;
  }
}
