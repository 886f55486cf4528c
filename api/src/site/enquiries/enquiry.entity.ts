import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A staffing enquiry sent from the public site's search form. */
@Entity('enquiry')
export class Enquiry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'date' })
  startDate: string;

  @Column({ type: 'date' })
  endDate: string;

  /** The date range as the sender saw it. */
  @Column({ type: 'varchar', length: 100 })
  dateString: string;

  @Column({ type: 'varchar', length: 200 })
  hospitalName: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 40 })
  phone: string;

  /** POSITION reference code. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  specialistCode: string | null;

  /** FIELD reference code. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  fieldCode: string | null;

  @Column({ type: 'varchar', length: 2, default: 'de' })
  language: string;

  /** When the sender agreed to the use of their data (isAgreed). */
  @Column({ type: 'datetime' })
  consentAt: Date;

  @Index('ix_enquiry_created_at')
  @CreateDateColumn()
  createdAt: Date;
}
