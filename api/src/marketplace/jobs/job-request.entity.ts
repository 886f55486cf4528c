import type { JobDateMode, JobKind, JobState } from '@medstaff/domain';
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
import { Department } from '../../organisations/departments/department.entity';
import { Organisation } from '../../organisations/organisation.entity';
import { Person } from '../../people/person.entity';
import { Application } from './application.entity';
import { JobDate } from './job-date.entity';
import { JobSalary } from './job-salary.entity';

/**
 * A staffing request of an organisation (and usually one of its departments): a nurse request
 * (Neue Dienstanfrage) or a substitute-doctor request (Vertretungsarzt), with its shift dates,
 * salary lines and the agencies' applications.
 */
@Entity('job_request')
// New Jobs (`POST /job/find`): the released requests newest released first, read in index order.
@Index('ix_job_request_released', ['state', 'releasedAt', 'id'])
// Its selective equality filters (field, position, contract type, the place's organisations;
// the kind has two values and reads along ix_job_request_released): each
// one's matches in the same order, so a filtered page and its count read one index range.
@Index('ix_job_request_market_field', ['state', 'fieldCode', 'releasedAt', 'id'])
@Index('ix_job_request_market_position', ['state', 'positionCode', 'releasedAt', 'id'])
@Index('ix_job_request_market_contract', ['state', 'contractType', 'releasedAt', 'id'])
@Index('ix_job_request_market_organisation', ['state', 'organisationId', 'releasedAt', 'id'])
@Index('ix_job_request_release', ['state', 'releaseDueAt'])
// The back-office list (GET /admin/jobs): by creation or by state, either direction, read in index order.
@Index('ix_job_request_created', ['createdAt', 'id'])
@Index('ix_job_request_state_id', ['state', 'id'])
// The pool's offers: a member's departments' requests by state (and the shifts they took).
@Index('ix_job_request_department_state', ['departmentId', 'state', 'filledById'])
export class JobRequest {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Organisation, { onDelete: 'RESTRICT', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Index('ix_job_request_organisation')
  @Column({ type: 'int' })
  organisationId: number;

  /** orig_dept: the department (station) that asked. */
  @ManyToOne(() => Department, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'department_id' })
  department: Department | null;

  @Column({ type: 'int', nullable: true })
  departmentId: number | null;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'created_by_id' })
  createdBy: Person | null;

  @Column({ type: 'int', nullable: true })
  createdById: number | null;

  @Column({ type: 'varchar', length: 10 })
  kind: JobKind;

  @Column({ type: 'varchar', length: 20 })
  state: JobState;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'varchar', length: 200, nullable: true })
  subtitle: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** POSITION reference code of the specialist asked for. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  positionCode: string | null;

  /** FIELD reference code (for doctor requests: the department's specialty). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  fieldCode: string | null;

  @Column({ type: 'varchar', length: 64, default: 'Tagdienst' })
  jobType: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  shiftType: string | null;

  @Column({ type: 'varchar', length: 64, default: 'Arbeitnehmerueberlassung' })
  contractType: string;

  @Column({ type: 'simple-json' })
  skills: string[];

  @Column({ type: 'varchar', length: 10, default: 'FIXED' })
  dateMode: JobDateMode;

  /** Hours the internal pool has before the request goes to HR (0: no limit). */
  @Column({ type: 'int', default: 0 })
  timeLimit: number;

  /** jobOperation: the doctor's field of activity, free text. */
  @Column({ type: 'text', nullable: true })
  jobOperation: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  payment: string | null;

  @Column({ type: 'boolean', default: false })
  accommodation: boolean;

  /**
   * When a request with the internal pool goes to agencies unless someone accepts (timeLimit hours
   * after creation, or the organisation's default); null: no automatic release. The release
   * sweeper claims due rows by this column (`ix_job_request_release`: state, due).
   */
  @Column({ type: 'datetime', nullable: true })
  releaseDueAt: Date | null;

  /** When it was released to agencies (by hand, by the sweeper, or at creation for doctors). */
  @Column({ type: 'datetime', nullable: true })
  releasedAt: Date | null;

  /** The pool member who accepted it (internal_fill). */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'filled_by_id' })
  filledBy: Person | null;

  @Column({ type: 'int', nullable: true })
  filledById: number | null;

  /** When it was filled (a pool member accepted, or the hospital selected a candidate). */
  @Column({ type: 'datetime', nullable: true })
  filledAt: Date | null;

  @OneToMany(() => JobDate, (date) => date.jobRequest)
  dates: JobDate[];

  @OneToMany(() => JobSalary, (salary) => salary.jobRequest)
  salaries: JobSalary[];

  @OneToMany(() => Application, (application) => application.jobRequest)
  applications: Application[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
