import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonLastNameInSearchIndex1795500000000 implements MigrationInterface {
  name = 'PersonLastNameInSearchIndex1795500000000';

  // `ix_person_search` begins with (last_name, id), which is all `ix_person_last_name` holds (an
  // InnoDB secondary index ends with the primary key): every sort by last name reads that prefix
  // just as well, and the person table keeps one index fewer to build and to keep up
  // (docs/decisions.md, "Bulk seeding at a million persons"). SQLite keeps its index on
  // lower(last_name).
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `ix_person_last_name` ON `person`');
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX `ix_person_last_name` ON `person` (`last_name`)');
  }
}
