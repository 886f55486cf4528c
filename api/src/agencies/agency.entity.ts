import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VersionColumn,
} from 'typeorm';

/** A staffing agency that applies to jobs with its candidates. */
@Entity('agency')
export class Agency {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('ix_agency_name')
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  address: string;

  @Column({ type: 'varchar', length: 20, default: '' })
  postcode: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  /** ISO 3166-1 alpha-2 code from the fixed country list. */
  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  url: string | null;

  /** Key of the logo in the storage service; null without a logo. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  logoKey: string | null;

  /** The authority that granted the permit for temporary agency work (Erlaubnis nach §1 AÜG); null without one. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  permitAuthority: string | null;

  /** The day the permit was granted (YYYY-MM-DD); null without one. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  permitIssuedOn: string | null;

  @CreateDateColumn()
  createdAt: Date;

  @UpdateDateColumn()
  updatedAt: Date;

  @VersionColumn()
  version: number;
}
