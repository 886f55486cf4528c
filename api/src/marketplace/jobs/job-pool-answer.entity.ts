import type { PoolAnswer } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../../people/person.entity';
import { JobRequest } from './job-request.entity';

/**
 * A pool member's answer to a request offered to their department's internal pool: accepted (the
 * first one fills the shift) or declined. One answer per member and request.
 */
@Entity('job_pool_answer')
@Index('ux_job_pool_answer', ['jobRequestId', 'personId'], { unique: true })
export class JobPoolAnswer {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  @Column({ type: 'int' })
  jobRequestId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_job_pool_answer_person')
  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 10 })
  answer: PoolAnswer;

  @CreateDateColumn()
  answeredAt: Date;
}
