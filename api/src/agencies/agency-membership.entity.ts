import type { MembershipKind } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../people/person.entity';
import { Agency } from './agency.entity';

/** A person's place in an agency: USER runs the agency, CUSTOMER is one of its candidates. */
@Entity('agency_membership')
@Index('uq_agency_membership', ['agencyId', 'personId', 'kind'], { unique: true })
export class AgencyMembership {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Agency, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'agency_id' })
  agency: Agency;

  @Column({ type: 'int' })
  agencyId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_agency_membership_person')
  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: MembershipKind;

  @CreateDateColumn()
  createdAt: Date;
}
