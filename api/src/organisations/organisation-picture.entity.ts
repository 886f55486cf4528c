import {
  Column,
  CreateDateColumn,
  Entity,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  VersionColumn,
} from 'typeorm';
import { Organisation } from './organisation.entity';

/** One of up to ten pictures of an organisation, with a description. */
@Entity('organisation_picture')
export class OrganisationPicture {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Organisation, (organisation) => organisation.pictures, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'organisation_id' })
  organisation: Organisation;

  @Column({ type: 'int' })
  organisationId: number;

  /** Key in the storage service; null when the picture was cleared ("Empty"). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  storageKey: string | null;

  @Column({ type: 'varchar', length: 500, default: '' })
  description: string;

  @Column({ type: 'int', default: 0 })
  sortOrder: number;

  @CreateDateColumn()
  createdAt: Date;

  @VersionColumn()
  version: number;
}
