import type { ApplicationState } from '@medstaff/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Agency } from '../../agencies/agency.entity';
import { Document } from '../documents/document.entity';
import { Person } from '../../people/person.entity';
import { JobRequest } from './job-request.entity';

/** An agency's application to a job request with one candidate, an hourly rate and documents. */
@Entity('application')
/** One application per candidate and request (a withdrawn one is reopened by applying again). */
@Index('ux_application_job_candidate', ['jobRequestId', 'candidateId'], { unique: true })
export class Application {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, (job) => job.applications, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest;

  @Index('ix_application_job_request')
  @Column({ type: 'int' })
  jobRequestId: number;

  /** Kept as null when the agency is deleted, so the hospital's history stays readable. */
  @ManyToOne(() => Agency, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'agency_id' })
  agency: Agency | null;

  @Index('ix_application_agency')
  @Column({ type: 'int', nullable: true })
  agencyId: number | null;

  /** The candidate, when the applicant is one of the agency's customers on the platform. */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'candidate_id' })
  candidate: Person | null;

  @Column({ type: 'int', nullable: true })
  candidateId: number | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'applied_by_id' })
  appliedBy: Person | null;

  @Column({ type: 'int', nullable: true })
  appliedById: number | null;

  @Column({ type: 'varchar', length: 200 })
  applicantName: string;

  /** Euros per hour. */
  @Column({ type: 'decimal', precision: 10, scale: 2 })
  hourlyRate: string;

  @Column({ type: 'varchar', length: 16, default: 'applied' })
  state: ApplicationState;

  /** When the hospital selected it or chose another candidate. */
  @Column({ type: 'datetime', nullable: true })
  decidedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  withdrawnAt: Date | null;

  @OneToMany(() => Document, (document) => document.application)
  documents: Document[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
