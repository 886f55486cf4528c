import type { AssignmentChangeDecider, AssignmentChangeState } from '@medstaff/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  VersionColumn,
} from 'typeorm';
import { Person } from '../../people/person.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { Assignment } from './assignment.entity';

/** One shift of a proposed change: start and end (ms), and the shift types it names. */
export interface ProposedShiftValue {
  start: number;
  end: number;
  activities: string[];
}

/**
 * A change of an assignment's shifts proposed after the match (issue 29): the hospital proposes
 * new shifts, the agency (for the hospital's own pool, the worker) accepts or declines. Accepting
 * copies the shifts as the assignment's next shifts version. One pending change per assignment at
 * a time (checked under the assignment's row lock).
 */
@Entity('assignment_change')
@Index('ix_assignment_change_assignment', ['assignmentId', 'state', 'id'])
export class AssignmentChange {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'assignment_id' })
  assignment: Assignment;

  @Column({ type: 'int' })
  assignmentId: number;

  @Column({ type: 'varchar', length: 10 })
  state: AssignmentChangeState;

  /** The shifts version the change was proposed against; accepting needs the assignment still there. */
  @Column({ type: 'int' })
  baseShiftsVersion: number;

  /** The shifts version accepting it made (null until accepted). */
  @Column({ type: 'int', nullable: true })
  resultShiftsVersion: number | null;

  @Column({ type: 'simple-json' })
  shifts: ProposedShiftValue[];

  @Column({ type: 'varchar', length: 500, nullable: true })
  note: string | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'proposed_by_id' })
  proposedByPerson: Person | null;

  @Column({ type: 'int', nullable: true })
  proposedById: number | null;

  /** The proposer's name and email as they were (kept when the account goes). */
  @Column({ type: 'varchar', length: 320 })
  proposedBy: string;

  @CreateDateColumn()
  proposedAt: Date;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'decided_by_id' })
  decidedByPerson: Person | null;

  @Column({ type: 'int', nullable: true })
  decidedById: number | null;

  @Column({ type: 'varchar', length: 320, nullable: true })
  decidedBy: string | null;

  /** agency: an agency's user answered; worker: the pool member who works the shifts. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  decidedAs: AssignmentChangeDecider | null;

  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  /** The address the answer came from (the audit log has it too). */
  @Column({ type: 'varchar', length: 45, nullable: true })
  decidedIp: string | null;

  /** The change agreement (Änderungsvereinbarung) of a leasing assignment, once accepted. */
  @ManyToOne(() => AssignmentContract, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'amendment_id' })
  amendment: AssignmentContract | null;

  @Column({ type: 'int', nullable: true })
  amendmentId: number | null;

  @VersionColumn()
  version: number;
}
