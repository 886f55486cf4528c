import type { MembershipKind } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Person } from '../../people/person.entity';
import { Department } from './department.entity';

/**
 * A person's place in a department: USER is a department admin (depAdmins), CUSTOMER a member
 * of its staff pool (depUsers).
 */
@Entity('department_membership')
@Index('uq_department_membership', ['departmentId', 'personId', 'kind'], { unique: true })
export class DepartmentMembership {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Department, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'department_id' })
  department: Department;

  @Column({ type: 'int' })
  departmentId: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('ix_department_membership_person')
  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 16 })
  kind: MembershipKind;

  @CreateDateColumn()
  createdAt: Date;
}
