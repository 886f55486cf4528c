import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { PersonEducation } from './person-education.entity';
import { PersonJobHistory } from './person-job-history.entity';
import { Person } from './person.entity';

/**
 * The profile fields a person gets back (GDPR Art. 15/20). An allow-list: columns added to the
 * person later (hashes, counters, internal flags) stay out until someone decides they belong here.
 */
const PROFILE_FIELDS = [
  'id',
  'email',
  'role',
  'status',
  'firstName',
  'lastName',
  'gender',
  'contact',
  'position',
  'language',
  'address',
  'postcode',
  'city',
  'country',
  'qualificationLevel',
  'qualificationAdditionalInfo',
  'skills',
  'preferenceDistance',
  'preferenceMinSalary',
  'preferenceJobTypes',
  'emailConfirmedAt',
  'acceptedTermsAt',
  'lastLoginAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof Person)[];

/** What the privacy module reads of a person to address them (mails, links) and to find their records. */
export type PrivacyPerson = Readonly<Pick<Person, 'id' | 'email' | 'firstName' | 'language' | 'role'>>;

/**
 * The people module's part of the GDPR rights (the privacy module asks): the person's profile for
 * the export, and for an erasure the deletion of the profile's lines and the anonymising update.
 * Everything runs in the caller's transaction (`manager`).
 */
@Injectable()
export class PersonPrivacyService {
  constructor(private readonly dataSource: DataSource) {}

  exists(personId: number): Promise<boolean> {
    return this.dataSource.getRepository(Person).existsBy({ id: personId });
  }

  find(manager: EntityManager, personId: number): Promise<PrivacyPerson | null> {
    return manager.findOne(Person, { where: { id: personId } });
  }

  get(manager: EntityManager, personId: number): Promise<PrivacyPerson> {
    return manager.findOneOrFail(Person, { where: { id: personId } });
  }

  /** The active administrators, to be told of a new erasure request. */
  activeAdministrators(manager: EntityManager): Promise<Pick<Person, 'id' | 'email' | 'firstName' | 'language'>[]> {
    return manager.find(Person, {
      select: { id: true, email: true, firstName: true, language: true },
      where: { role: 'ADMIN', status: 'ACTIVE' },
    });
  }

  /** The person and their profile as exported (profile.json), or null for no such person. */
  async profile(
    manager: EntityManager,
    personId: number,
  ): Promise<{ person: PrivacyPerson; profile: Record<string, unknown> } | null> {
    const person = await manager.findOne(Person, { where: { id: personId } });
    if (!person) return null;
    const profile: Record<string, unknown> = {};
    for (const field of PROFILE_FIELDS) {
      const value = person[field];
      profile[field] = value instanceof Date ? value.toISOString() : value;
    }
    const [education, jobHistory] = await Promise.all([
      manager.find(PersonEducation, { where: { personId }, order: { id: 'ASC' } }),
      manager.find(PersonJobHistory, { where: { personId }, order: { id: 'ASC' } }),
    ]);
    profile.education = education.map(({ university, startDate, endDate, qualificationLevel }) => ({
      university,
      startDate,
      endDate,
      qualificationLevel,
    }));
    profile.jobHistory = jobHistory.map(
      ({ id: _id, person: _person, personId: _personId, version: _v, ...job }) => job,
    );
    return { person, profile };
  }

  /** An erasure: the profile's education and job history go. */
  async eraseProfileLines(manager: EntityManager, personId: number): Promise<void> {
    await manager.delete(PersonEducation, { personId });
    await manager.delete(PersonJobHistory, { personId });
  }

  /**
   * An erasure, last step: the row stays (others' records keep their links) with every personal
   * field emptied, an undeliverable address, no password, disabled, every session ended.
   */
  async anonymise(manager: EntityManager, personId: number, email: string): Promise<void> {
    await manager
      .createQueryBuilder()
      .update(Person)
      .set({
        email,
        passwordHash: null,
        status: 'DISABLED',
        emailConfirmedAt: null,
        tokenVersion: () => 'token_version + 1',
        firstName: '',
        lastName: '',
        gender: null,
        contact: null,
        position: null,
        address: null,
        postcode: null,
        city: null,
        country: null,
        qualificationLevel: null,
        qualificationAdditionalInfo: null,
        skills: null,
        preferenceDistance: null,
        preferenceMinSalary: null,
        preferenceJobTypes: null,
        acceptedTermsAt: null,
        lastLoginAt: null,
        version: () => 'version + 1',
      })
      .where('id = :personId', { personId })
      .execute();
  }
}
