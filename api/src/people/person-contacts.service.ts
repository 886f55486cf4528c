import { Injectable } from '@nestjs/common';
import { canonicalEmail, type Language, type PersonRole } from '@medstaff/domain';
import { In, type EntityManager } from 'typeorm';
import { Person, type PersonStatus } from './person.entity';

/** Where a mail to a person goes, in her language. */
export interface PersonContact {
  id: number;
  email: string;
  firstName: string;
  language: Language;
}

/** What other modules show of a person: the name, the address and the qualification. */
export interface PersonProfile {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  qualificationLevel: string | null;
}

/** A person as an account: enough to decide whether she may take a candidate's place. */
export interface PersonAccount {
  id: number;
  email: string;
  role: PersonRole;
  status: PersonStatus;
}

/** A new account made by accepting a mailed invitation (the mailbox is proven, so it is active). */
export interface ConfirmedUserFields {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
}

const ACCOUNT_COLUMNS = { id: true, email: true, role: true, status: true } as const;
const accountOf = ({ id, email, role, status }: PersonAccount): PersonAccount => ({ id, email, role, status });

/**
 * The people module's answers to the marketplace about persons (mail recipients, candidates,
 * the actors of a request's history). Every method takes the caller's `manager`, so a read inside
 * a transaction stays in it. Imports nothing (PersonContactsModule).
 */
@Injectable()
export class PersonContactsService {
  /** The persons' mail contacts, by id, leaving out disabled accounts. */
  async contactsOf(manager: EntityManager, personIds: readonly number[]): Promise<PersonContact[]> {
    if (personIds.length === 0) return [];
    const persons = await manager.find(Person, {
      select: { id: true, email: true, firstName: true, language: true, status: true },
      where: { id: In([...new Set(personIds)]) },
      order: { id: 'ASC' },
    });
    return persons
      .filter((person) => person.status !== 'DISABLED')
      .map((person) => ({
        id: person.id,
        email: person.email,
        firstName: person.firstName,
        language: person.language === 'en' ? 'en' : 'de',
      }));
  }

  /** The persons' profiles (those that exist), by last name, first name and id. */
  async profilesOf(manager: EntityManager, personIds: readonly number[]): Promise<PersonProfile[]> {
    if (personIds.length === 0) return [];
    const persons = await manager.find(Person, {
      select: { id: true, firstName: true, lastName: true, email: true, qualificationLevel: true },
      where: { id: In([...new Set(personIds)]) },
      order: { lastName: 'ASC', firstName: 'ASC', id: 'ASC' },
    });
    return persons.map(({ id, firstName, lastName, email, qualificationLevel }) => ({
      id,
      firstName,
      lastName,
      email,
      qualificationLevel: qualificationLevel ?? null,
    }));
  }

  /** The person's account; throws when she is gone (the caller is signed in as her). */
  async accountOf(manager: EntityManager, personId: number): Promise<PersonAccount> {
    return accountOf(await manager.findOneOrFail(Person, { select: ACCOUNT_COLUMNS, where: { id: personId } }));
  }

  /**
   * The account with exactly this address, or null. The lookup runs on the email column, whose
   * collation may equate accented letters; the canonical comparison after it keeps only the same
   * address.
   */
  async accountWithEmail(manager: EntityManager, email: string): Promise<PersonAccount | null> {
    const persons = await manager.find(Person, { select: ACCOUNT_COLUMNS, where: { email } });
    const person = persons.find((candidate) => canonicalEmail(candidate.email) === canonicalEmail(email));
    return person ? accountOf(person) : null;
  }

  /** Creates an active account with a confirmed address and the role USER. */
  async createConfirmedUser(manager: EntityManager, fields: ConfirmedUserFields): Promise<PersonAccount> {
    const person = await manager.save(
      manager.create(Person, { ...fields, role: 'USER', status: 'ACTIVE', emailConfirmedAt: new Date() }),
    );
    return accountOf(person);
  }

  /** One person's profile, or null when she is gone. */
  async profileOf(manager: EntityManager, personId: number): Promise<PersonProfile | null> {
    const person = await manager.findOne(Person, {
      select: { id: true, firstName: true, lastName: true, email: true, qualificationLevel: true },
      where: { id: personId },
    });
    return person
      ? {
          id: person.id,
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          qualificationLevel: person.qualificationLevel ?? null,
        }
      : null;
  }
}
