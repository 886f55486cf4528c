import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { Person } from './person.entity';

/** A past engagement of a candidate, with the place they worked at (location). */
@Entity('person_job_history')
export class PersonJobHistory {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Person, (person) => person.jobHistory, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  locationName: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  locationAddress: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  locationPostcode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  locationCity: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  locationCountry: string | null;

  @Column({ type: 'varchar', length: 2048, nullable: true })
  locationUrl: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  locationLogo: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  locationContact: string | null;

  @VersionColumn()
  version: number;
}
