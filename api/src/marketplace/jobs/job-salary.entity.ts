import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobRequest } from './job-request.entity';

/** A pay line of a doctor request: an activity (Aktiv, Passiv, Bereitschaftsdienst) and euros per hour. */
@Entity('job_salary')
export class JobSalary {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, (job) => job.salaries, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  /** A request's pay lines (the job lists read them by request; SQLite has no index for the foreign key otherwise). */
  @Index('ix_job_salary_job_request')
  @Column({ type: 'int' })
  jobRequestId: number;

  @Column({ type: 'varchar', length: 64 })
  activity: string;

  @Column({ type: 'decimal', precision: 10, scale: 2 })
  cost: string;
}
