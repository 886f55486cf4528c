import type { JobDateType } from '@medstaff/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobRequest } from './job-request.entity';

/** One shift (or period) of a job request. */
@Entity('job_date')
@Index('ix_job_date_start', ['startAt'])
export class JobDate {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, (job) => job.dates, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  @Index('ix_job_date_job_request')
  @Column({ type: 'int' })
  jobRequestId: number;

  @Column({ type: 'datetime' })
  startAt: Date;

  @Column({ type: 'datetime' })
  endAt: Date;

  /** activity: the shift types or time labels of this date (e.g. Tagesdienst, "05:30–19:30"). */
  @Column({ type: 'simple-json' })
  activities: string[];

  @Column({ type: 'varchar', length: 32, default: 'Neue_Dienstanfrage' })
  type: JobDateType;
}
