import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Person } from '../people/person.entity';
import { OrganisationPicture } from './organisation-picture.entity';

/** A hospital, clinic or care home that posts staffing requests. */
@Entity('organisation')
export class Organisation {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_organisation_name')
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  address: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  postcode: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  logoKey: string | null;

  /**
   * Hours a new request stays with the internal pool when it has no time limit of its own
   * (`timeLimit` 0); 0: it stays until someone releases it by hand. Set by an organisation admin.
   */
  @Column({ type: 'int', default: 0 })
  defaultTimeLimitHours: number;

  /**
   * The essential working conditions of the hospital's comparable staff (working time, pay,
   * surcharges, holidays), as §12 Abs. 1 Satz 3 AÜG asks the leasing contract to state. Null until set.
   */
  @Column({ type: 'text', nullable: true })
  workingConditions: string | null;

  /** The hospital's cancellation terms, printed in every leasing contract (e.g. free until 72 hours before). */
  @Column({ type: 'text', nullable: true })
  cancellationTerms: string | null;

  /**
   * The structured cancellation terms (issue 29): free until this many hours before the first
   * affected shift, then `cancellationLateSharePercent` of the booked hours is charged. Both null: no terms.
   */
  @Column({ type: 'int', nullable: true })
  cancellationFreeHours: number | null;

  @Column({ type: 'int', nullable: true })
  cancellationLateSharePercent: number | null;

  /** The administrator or person who created the record. */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'creator_id' })
  creator: Person | null;

  @Column({ type: 'int', nullable: true })
  creatorId: number | null;

  @OneToMany(() => OrganisationPicture, (picture) => picture.organisation)
  pictures: OrganisationPicture[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
