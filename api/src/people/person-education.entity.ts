import { Column, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, VersionColumn } from 'typeorm';
import { Person } from './person.entity';

/** One line of a candidate's education table: University, Start Date, End Date, Qualification Level. */
@Entity('person_education')
export class PersonEducation {
  @PrimaryGeneratedColumn()
  id: number;

  @ManyToOne(() => Person, (person) => person.education, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'person_id' })
  person: Person;

  @Column({ type: 'int' })
  personId: number;

  @Column({ type: 'varchar', length: 200 })
  university: string;

  @Column({ type: 'date', nullable: true })
  startDate: string | null;

  @Column({ type: 'date', nullable: true })
  endDate: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  qualificationLevel: string | null;

  @VersionColumn()
  version: number;
}
