import type { JobKind, ReferenceKind } from '@medstaff/domain';
import { Column, Entity, Index, JoinTable, ManyToMany, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';

/**
 * One bilingual reference entry: a medical field, a position (specialist), a contract type, a
 * job type, a shift type, a job title, a qualification, a gender or a country. `related` links a
 * position or job title to its fields and a job title to its qualifications.
 */
@Entity('reference_item')
@Index('uq_reference_item_kind_code', ['kind', 'code'], { unique: true })
export class ReferenceItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 20 })
  kind: ReferenceKind;

  @Column({ type: 'varchar', length: 64 })
  code: string;

  @Column({ type: 'varchar', length: 200 })
  nameDe: string;

  @Column({ type: 'varchar', length: 200 })
  nameEn: string;

  /** DOCTOR or NURSE where the entry belongs to one of them. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  jobKind: JobKind | null;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  @ManyToMany(() => ReferenceItem)
  @JoinTable({
    name: 'reference_link',
    joinColumn: { name: 'parent_id', referencedColumnName: 'id' },
    inverseJoinColumn: { name: 'child_id', referencedColumnName: 'id' },
  })
  related: ReferenceItem[];

  @VersionColumn()
  version: number;
}
