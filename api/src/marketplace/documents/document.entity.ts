import type { DocumentKind } from '@medstaff/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Application } from '../jobs/application.entity';
import { Person } from '../../people/person.entity';

/** An uploaded PDF (CV, licence to practise, specialist diploma) kept in the storage service. */
@Entity('document')
export class Document {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Application, (application) => application.documents, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'application_id' })
  application: Application | null;

  @Index('ix_document_application')
  @Column({ type: 'int', nullable: true })
  applicationId: number | null;

  /** Who uploaded it; kept as null when that person is deleted, so the application keeps its files. */
  @ManyToOne(() => Person, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'owner_id' })
  owner: Person | null;

  @Column({ type: 'int', nullable: true })
  ownerId: number | null;

  @Column({ type: 'varchar', length: 32 })
  kind: DocumentKind;

  @Column({ type: 'varchar', length: 255 })
  fileName: string;

  @Column({ type: 'varchar', length: 100 })
  mimeType: string;

  @Column({ type: 'int' })
  sizeBytes: number;

  @Column({ type: 'varchar', length: 255 })
  storageKey: string;

  @CreateDateColumn()
  createdAt: Date;
}
