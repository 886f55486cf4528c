import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { Person } from '../../people/person.entity';

/**
 * A person's private iCalendar feed of her own assignments (issue 29: the candidate's view): one
 * per person. Only the SHA-256 of the random token in the URL is stored; rotating replaces it,
 * revoking deletes the row, and deleting the person deletes it.
 */
@Entity('person_calendar_feed')
export class PersonCalendarFeed {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Person, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Index('uq_person_calendar_feed_person', { unique: true })
  @Column({ type: 'int' })
  personId: number;

  @Index('uq_person_calendar_feed_token_hash', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @CreateDateColumn()
  createdAt: Date;

  /** When the current token was issued. */
  @UpdateDateColumn()
  updatedAt: Date;
}
