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
import { Organisation } from '../organisation.entity';

/** A department or ward (Station) of an organisation, with the skills it usually asks for. */
@Entity('department')
@Index('uq_department_name', ['organisationId', 'name'], { unique: true })
export class Department {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Organisation, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Column({ type: 'int' })
  organisationId: number;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  /** depDefaultSkills: shown comma-joined, edited as text. */
  @Column({ type: 'simple-json' })
  defaultSkills: string[];

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
