import type { InvitationKind } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../../people/person.entity';

/**
 * An administrator's invitation: who was invited, as what (agency user, department customer…)
 * and to which record (targetId: the agency, organisation or department). The emailed code is a
 * one-time token of purpose INVITATION.
 */
@Entity('invitation')
export class Invitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32 })
  kind: InvitationKind;

  @Column({ type: 'int', nullable: true })
  targetId: number | null;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_invitation_person')
  @Column({ type: 'int' })
  personId: number;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'invited_by_id' })
  invitedBy: Person | null;

  @Column({ type: 'int', nullable: true })
  invitedById: number | null;

  @Column({ type: 'varchar', length: 2, default: 'de' })
  language: string;

  @Column({ type: 'datetime', nullable: true })
  acceptedAt: Date | null;

  @CreateDateColumn()
  createdAt: Date;
}
