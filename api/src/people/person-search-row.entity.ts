import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A person's row in `person_ngram`, the persons search's n-gram index on MySQL/MariaDB
 * (person-search-index.ts): the searched columns folded into `searchText` under a FULLTEXT index,
 * and copies of every column the admin persons list searches, sorts and filters by, named as in
 * Person, so the list reads a search's page ids and total from this table alone
 * (NgramIndexSpec). Created at start where the server has an n-gram engine, never by a migration
 * (TypeORM's schema checks leave it alone: `synchronize: false`); kept in step by triggers.
 */
@Entity('person_ngram', { synchronize: false })
export class PersonSearchRow {
  @PrimaryColumn({ type: 'int' })
  id: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 40, nullable: true })
  contact: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  country: string | null;

  @Column({ type: 'varchar', length: 16 })
  role: string;

  @Column({ type: 'varchar', length: 16 })
  status: string;

  @Column({ type: 'datetime', precision: 6 })
  createdAt: Date;

  @Column({ type: 'varchar', length: 600 })
  searchText: string;
}
