import { MigrationInterface, QueryRunner } from 'typeorm';

const COLUMNS = 'email, first_name, last_name, contact';

/**
 * The admin's substring search over people through an index (docs/decisions.md, "Admin lists at
 * a million rows"): an FTS5 table with the trigram tokenizer over the searched columns, its
 * content read from `person` (external content, nothing stored twice but the index), kept in step
 * by triggers. `case_sensitive 0` folds case with Unicode rules (Ü and ü alike).
 *
 * SQLite only: MySQL/MariaDB search another way. A later migration that rebuilds the `person`
 * table (SQLite's way to alter columns) drops these triggers with it and must create them again.
 */
export class PersonSearchIndex1795470100000 implements MigrationInterface {
  name = 'PersonSearchIndex1795470100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE VIRTUAL TABLE "person_search" USING fts5(${COLUMNS}, content='person', content_rowid='id', tokenize='trigram case_sensitive 0')`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "person_search_insert" AFTER INSERT ON "person" BEGIN INSERT INTO "person_search"(rowid, ${COLUMNS}) VALUES (new.id, new.email, new.first_name, new.last_name, new.contact); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "person_search_delete" AFTER DELETE ON "person" BEGIN INSERT INTO "person_search"("person_search", rowid, ${COLUMNS}) VALUES ('delete', old.id, old.email, old.first_name, old.last_name, old.contact); END`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "person_search_update" AFTER UPDATE OF ${COLUMNS} ON "person" BEGIN INSERT INTO "person_search"("person_search", rowid, ${COLUMNS}) VALUES ('delete', old.id, old.email, old.first_name, old.last_name, old.contact); INSERT INTO "person_search"(rowid, ${COLUMNS}) VALUES (new.id, new.email, new.first_name, new.last_name, new.contact); END`,
    );
    await queryRunner.query(`INSERT INTO "person_search"("person_search") VALUES ('rebuild')`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "person_search_update"`);
    await queryRunner.query(`DROP TRIGGER "person_search_delete"`);
    await queryRunner.query(`DROP TRIGGER "person_search_insert"`);
    await queryRunner.query(`DROP TABLE "person_search"`);
  }
}
