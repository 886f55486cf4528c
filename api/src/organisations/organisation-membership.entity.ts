import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../persons/person.entity';
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

  @CreateDateColumn()
  createdAt: Date;
}
