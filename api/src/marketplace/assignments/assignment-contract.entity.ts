import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Assignment } from './assignment.entity';

/** contract: the leasing contract; certificate: both acceptances; amendment: an agreed change of the shifts (Nachtrag). */
export type AssignmentContractKind = 'contract' | 'certificate' | 'amendment';

/**
 * A stored PDF of an assignment: the leasing contract (Arbeitnehmerüberlassungsvertrag) as
 * generated, or the certificate of both acceptances. The bytes live in the file storage under
 * `contracts/`, never changed; `sha256` is their hash.
 */
@Entity('assignment_contract')
@Index('ix_assignment_contract_assignment', ['assignmentId', 'kind', 'id'])
export class AssignmentContract {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'assignment_id' })
  assignment: Assignment;

  @Column({ type: 'int' })
  assignmentId: number;

  @Column({ type: 'varchar', length: 12 })
  kind: AssignmentContractKind;

  /** The document's own number, printed on it (e.g. AÜV-2026-000042). */
  @Index('uq_assignment_contract_number', { unique: true })
  @Column({ type: 'varchar', length: 40 })
  number: string;

  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;

  @Column({ type: 'int' })
  byteSize: number;

  @CreateDateColumn()
  createdAt: Date;
}
