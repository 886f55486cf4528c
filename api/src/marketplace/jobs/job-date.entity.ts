import type { JobDateType } from '@medstaff/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Department } from '../../organisations/departments/department.entity';
import { JobRequest } from './job-request.entity';

/** One shift (or period) of a job request. */
@Entity('job_date')
@Index('ix_job_date_start', ['startAt'])
/**
 * The calendar's range queries: the dates of an organisation (or of a department) that end after
 * the range starts, read from the index alone; history before the range is never read.
 */
@Index('ix_job_date_calendar', ['organisationId', 'endAt', 'startAt'])
@Index('ix_job_date_calendar_department', ['departmentId', 'endAt', 'startAt'])
/**
 * The calendar's dates starting in the range, in its order (start, then id): the first 2,001 are
 * read from the index alone and the scan stops there, however many dates the range holds.
 */
@Index('ix_job_date_calendar_start', ['organisationId', 'startAt', 'id', 'endAt'])
@Index('ix_job_date_calendar_department_start', ['departmentId', 'startAt', 'id', 'endAt'])
/**
 * A request's dates, with their span read from the index alone: the lists that group dates by
 * request (the pool's offers, first and last shift) never visit the rows.
 */
@Index('ix_job_date_job_request_span', ['jobRequestId', 'startAt', 'endAt'])
export class JobDate {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, (job) => job.dates, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  @Column({ type: 'int' })
  jobRequestId: number;

  /**
   * The request's organisation and department (orig_dept), copied so the calendar finds a range
   * without reading the requests; they move with the request.
   */
  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Department, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'department_id' })
  department: Department | null;

  @Column({ type: 'int', nullable: true })
  departmentId: number | null;

  @Column({ type: 'datetime' })
  startAt: Date;

  /** NULL: an open end (only the one period of a SPORADIC request). */
  @Column({ type: 'datetime', nullable: true })
  endAt: Date | null;

  /** activity: the shift types or time labels of this date (e.g. Tagesdienst, "05:30–19:30"). */
  @Column({ type: 'simple-json' })
  activities: string[];

  @Column({ type: 'varchar', length: 32, default: 'Neue_Dienstanfrage' })
  type: JobDateType;
}
