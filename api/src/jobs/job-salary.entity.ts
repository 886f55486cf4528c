import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { JobRequest } from './job-request.entity';

/** A pay line of a doctor request: an activity (Aktiv, Passiv, Bereitschaftsdienst) and euros per hour. */
@Entity('job_salary')
export class JobSalary {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, (job) => job.salaries, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  @Column({ type: 'int' })
  jobRequestId: number;

  @Column({ type: 'varchar', length: 64 })
  activity: string;

  @Column({ type: 'decimal', precision: 10, scale: 2 })
  cost: string;
}
