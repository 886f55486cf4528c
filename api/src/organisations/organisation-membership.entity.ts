import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../people/person.entity';
import { Organisation } from './organisation.entity';

/** An organisation user (contact): a person who works for the organisation as a whole. */
@Entity('organisation_membership')
@Index('uq_organisation_membership', ['organisationId', 'personId'], { unique: true })
export class OrganisationMembership {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Organisation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_organisation_membership_person')
  @Column({ type: 'int' })
  personId: number;

  /**
   * When an administrator (or the organisation) confirmed the membership. A person who picks an
   * organisation at sign-up gets an unconfirmed membership; access checks trust only confirmed ones.
   */
  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
