import type { AssignmentSource, AssignmentState, CancellingSide } from '@medstaff/domain';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';
import { Agency } from '../../agencies/agency.entity';
import { Department } from '../../organisations/departments/department.entity';
import { Organisation } from '../../organisations/organisation.entity';
import { Person } from '../../people/person.entity';
import { Application } from '../jobs/application.entity';
import { JobRequest } from '../jobs/job-request.entity';

/** An agreed hourly rate: the request's activity (Aktiv, Passiv, Bereitschaftsdienst …) and euros per hour. */
export interface AssignmentRate {
  activity: string;
  cost: string;
}

/**
 * An assignment (Einsatz, issue 29): who works which shifts of a request, for which hospital, from
 * which agency (none for the hospital's own pool), with the rates and shifts as agreed when it was
 * created. It keeps its own copy of the names the contract names, so it stands when the request,
 * the application or an account goes.
 */
@Entity('assignment')
@Index('ix_assignment_organisation_first', ['organisationId', 'firstShiftAt', 'id'])
@Index('ix_assignment_agency_first', ['agencyId', 'firstShiftAt', 'id'])
@Index('ix_assignment_person_organisation', ['personId', 'organisationId', 'firstShiftAt'])
@Index('ix_assignment_department_first', ['departmentId', 'firstShiftAt', 'id'])
export class Assignment {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => JobRequest, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'job_request_id' })
  jobRequest: JobRequest | null;

  @Index('ix_assignment_job_request')
  @Column({ type: 'int', nullable: true })
  jobRequestId: number | null;

  /** The selected application; null for a pool acceptance. One assignment per application. */
  @ManyToOne(() => Application, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application: Application | null;

  @Index('uq_assignment_application', { unique: true })
  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  @Column({ type: 'varchar', length: 10 })
  source: AssignmentSource;

  /** The person who works the shifts (the candidate, or the pool member). */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'person_id' })
  person: Person | null;

  @Column({ type: 'int', nullable: true })
  personId: number | null;

  /** The worker's name as the contract names them. */
  @Column({ type: 'varchar', length: 200 })
  workerName: string;

  @ManyToOne(() => Agency, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'agency_id' })
  agency: Agency | null;

  @Column({ type: 'int', nullable: true })
  agencyId: number | null;

  @ManyToOne(() => Organisation, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Column({ type: 'int' })
  organisationId: number;

  @ManyToOne(() => Department, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'department_id' })
  department: Department | null;

  @Column({ type: 'int', nullable: true })
  departmentId: number | null;

  /** The request's title, position and field as agreed. */
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  positionCode: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  fieldCode: string | null;

  @Column({ type: 'varchar', length: 16 })
  state: AssignmentState;

  /** The agreed hourly rates (the request's, where it has them). */
  @Column({ type: 'simple-json' })
  rates: AssignmentRate[];

  /** Whether the agency shares the rates with the candidate (off: the candidate sees no rates). */
  @Column({ type: 'boolean', default: false })
  ratesShared: boolean;

  /** §8 Abs. 4 AÜG: the worker reaches 9 months at this hospital with it; the contract says equal pay applies. */
  @Column({ type: 'boolean', default: false })
  equalPayNotice: boolean;

  /** The version of the shift copies that is current (a change agreed later adds a version). */
  @Column({ type: 'int', default: 1 })
  shiftsVersion: number;

  /** The current shifts' first start and last end (the list's date filter, the 18-month rule). */
  @Column({ type: 'datetime' })
  firstShiftAt: Date;

  @Column({ type: 'datetime' })
  lastShiftEndAt: Date;

  @Column({ type: 'datetime', nullable: true })
  confirmedAt: Date | null;

  @Column({ type: 'datetime', nullable: true })
  cancelledAt: Date | null;

  @Column({ type: 'text', nullable: true })
  cancelReason: string | null;

  /** Hours between the cancellation and the first affected shift (the notice that applied). */
  @Column({ type: 'int', nullable: true })
  cancelNoticeHours: number | null;

  /** Which company cancelled (the hospital's terms charge only its own late cancellation). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  cancelledBy: CancellingSide | null;

  /**
   * The cancellation line for invoicing (issue 29): the hours of the shifts not yet over, the
   * share of the hospital's terms, the agreed hourly rate and the amount; all null when nothing is charged.
   */
  @Column({ type: 'decimal', precision: 8, scale: 2, nullable: true })
  cancellationHours: string | null;

  @Column({ type: 'int', nullable: true })
  cancellationSharePercent: number | null;

  @Column({ type: 'decimal', precision: 10, scale: 2, nullable: true })
  cancellationHourlyRate: string | null;

  @Column({ type: 'decimal', precision: 12, scale: 2, nullable: true })
  cancellationAmount: string | null;

  /** The free period (hours) of the terms that applied to the charge. */
  @Column({ type: 'int', nullable: true })
  cancellationFreeHours: number | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
