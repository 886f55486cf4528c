import type { PersonRole } from '@medstaff/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { PersonEducation } from './person-education.entity';
import { PersonJobHistory } from './person-job-history.entity';

export type PersonStatus = 'PENDING' | 'ACTIVE' | 'DISABLED';

/**
 * Every person on the platform, whatever their role: administrators, organisation admins and
 * staff, agency users and candidates, plain users. Profile fields (address, qualification,
 * skills, preferences) serve the candidate profile; education and job history are child rows.
 */
// The list's indexes differ by dialect (lower() expressions on SQLite): made by the migration
// PersonListIndexes, declared here so that schema checks keep them. ix_person_last_name is
// SQLite's only: on MySQL/MariaDB ix_person_search begins with (last_name, id) and serves its sorts
// (migration PersonLastNameInSearchIndex).
@Index('ix_person_last_name', { synchronize: false })
@Index('ix_person_first_name', { synchronize: false })
@Index('ix_person_contact', { synchronize: false })
@Index('ix_person_created_at', { synchronize: false })
@Index('ix_person_role_email', { synchronize: false })
@Index('ix_person_role_last_name', { synchronize: false })
@Index('ix_person_role_first_name', { synchronize: false })
@Index('ix_person_role_contact', { synchronize: false })
@Index('ix_person_role_created_at', { synchronize: false })
// MySQL/MariaDB only: the search's covering index (migration PersonSearchCover).
@Index('ix_person_search', { synchronize: false })
@Entity('person')
export class Person {
  @PrimaryGeneratedColumn()
  id: number;

  /**
   * Stored in canonical form (domain `canonicalEmail`); unique across the platform. Compared in
   * binary on both dialects: on MySQL/MariaDB the column is `utf8mb4_bin` (migration
   * CanonicalPersonEmails; TypeORM does not compare collations, so it is not declared here).
   */
  @Index('uq_person_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** argon2id hash; null until an invited person sets a password. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'varchar', length: 16 })
  role: PersonRole;

  @Column({ type: 'varchar', length: 16, default: 'PENDING' })
  status: PersonStatus;

  @Column({ type: 'datetime', nullable: true })
  emailConfirmedAt: Date | null;

  /** Raised on logout and password change: every token carrying an older value is refused. */
  @Column({ type: 'int', default: 0 })
  tokenVersion: number;

  @Column({ type: 'varchar', length: 100, default: '' })
  firstName: string;

  @Column({ type: 'varchar', length: 100, default: '' })
  lastName: string;

  /** male, female, diverse or na. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  gender: string | null;

  /** Phone number. */
  @Column({ type: 'varchar', length: 40, nullable: true })
  contact: string | null;

  /** The position or activity typed at sign-up (Tätigkeit). */
  @Column({ type: 'varchar', length: 150, nullable: true })
  position: string | null;

  @Column({ type: 'varchar', length: 2, default: 'de' })
  language: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  address: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  postcode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** ISO 3166-1 alpha-2 code. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  /** qualification.level.type: a QUALIFICATION reference code. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  qualificationLevel: string | null;

  /** qualification.additionalInfo.type: free text such as an additional specialist title. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  qualificationAdditionalInfo: string | null;

  @Column({ type: 'simple-json', nullable: true })
  skills: string[] | null;

  /** preferences.distance in kilometres. */
  @Column({ type: 'int', nullable: true })
  preferenceDistance: number | null;

  /** preferences.minSalary in euros per hour. */
  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  preferenceMinSalary: string | null;

  /** preferences.jobType: JOB_TYPE reference codes. */
  @Column({ type: 'simple-json', nullable: true })
  preferenceJobTypes: string[] | null;

  @Column({ type: 'datetime', nullable: true })
  acceptedTermsAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  lastLoginAt: Date | null;

  @OneToMany(() => PersonEducation, (education) => education.person)
  education: PersonEducation[];

  @OneToMany(() => PersonJobHistory, (job) => job.person)
  jobHistory: PersonJobHistory[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
