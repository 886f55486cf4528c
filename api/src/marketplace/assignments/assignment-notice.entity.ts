import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Assignment } from './assignment.entity';

/** Notices the platform sends once per assignment (the sweeper's warning that acceptances are due). */
export const ASSIGNMENT_NOTICE_KINDS = ['acceptanceDue'] as const;
export type AssignmentNoticeKind = (typeof ASSIGNMENT_NOTICE_KINDS)[number];

/**
 * That a one-time notice of an assignment was sent (issue 29). The unique index claims it: of
 * several sweepers (processes on one database) only the one whose insert succeeds sends the mail,
 * in the same transaction, so it goes out exactly once.
 */
@Entity('assignment_notice')
@Index('uq_assignment_notice', ['assignmentId', 'kind'], { unique: true })
export class AssignmentNotice {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'assignment_id' })
  assignment: Assignment;

  @Column({ type: 'int' })
  assignmentId: number;

  @Column({ type: 'varchar', length: 32 })
  kind: AssignmentNoticeKind;

  @Column({ type: 'datetime' })
  sentAt: Date;
}
