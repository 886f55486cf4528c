import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Assignment } from './assignment.entity';

/** A copy of one of the request's shifts as agreed, per version of the assignment's shifts. */
@Entity('assignment_shift')
@Index('ix_assignment_shift_version', ['assignmentId', 'shiftsVersion', 'startAt'])
export class AssignmentShift {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'assignment_id' })
  assignment: Assignment;

  @Column({ type: 'int' })
  assignmentId: number;

  @Column({ type: 'int' })
  shiftsVersion: number;

  @Column({ type: 'datetime' })
  startAt: Date;

  @Column({ type: 'datetime' })
  endAt: Date;

  @Column({ type: 'simple-json' })
  activities: string[];
}
