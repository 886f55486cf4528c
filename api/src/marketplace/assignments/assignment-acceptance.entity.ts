import type { ContractSide } from '@medstaff/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../../people/person.entity';
import { AssignmentContract } from './assignment-contract.entity';
import { Assignment } from './assignment.entity';

/**
 * One company's acceptance of the leasing contract in text form (§126b BGB, §12 AÜG): who, when,
 * from which address, and the SHA-256 of the exact PDF bytes accepted. One per side.
 */
@Entity('assignment_acceptance')
@Index('uq_assignment_acceptance_side', ['assignmentId', 'side'], { unique: true })
export class AssignmentAcceptance {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Assignment, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'assignment_id' })
  assignment: Assignment;

  @Column({ type: 'int' })
  assignmentId: number;

  @ManyToOne(() => AssignmentContract, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'contract_id' })
  contract: AssignmentContract;

  @Column({ type: 'int' })
  contractId: number;

  @Column({ type: 'varchar', length: 10 })
  side: ContractSide;

  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'person_id' })
  person: Person | null;

  @Column({ type: 'int', nullable: true })
  personId: number | null;

  /** The name and email of the person who accepted, kept for the certificate. */
  @Column({ type: 'varchar', length: 320 })
  acceptedBy: string;

  @Column({ type: 'datetime' })
  acceptedAt: Date;

  @Column({ type: 'varchar', length: 45 })
  ipAddress: string;

  @Column({ type: 'varchar', length: 64 })
  sha256: string;
}
