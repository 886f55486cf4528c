import { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarFeeds1795417902350 implements MigrationInterface {
  name = 'CalendarFeeds1795417902350';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(16) NOT NULL, "scope_key" varchar(40) NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "token_hash" varchar(64) NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_scope_key" ON "calendar_feed" ("scope_key") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_organisation" ON "calendar_feed" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_department" ON "calendar_feed" ("department_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_token_hash" ON "calendar_feed" ("token_hash") `);
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_scope_key"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_department"`);
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_token_hash"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(16) NOT NULL, "scope_key" varchar(40) NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "token_hash" varchar(64) NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_801d4d7a71b4c5fbdca18c8fd28" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_a8c094f8d5102c01faa68b37fda" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_8baebd7635b6762848a3ecc1eaa" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_calendar_feed"("id", "scope", "scope_key", "organisation_id", "department_id", "token_hash", "created_by_id", "created_at", "updated_at") SELECT "id", "scope", "scope_key", "organisation_id", "department_id", "token_hash", "created_by_id", "created_at", "updated_at" FROM "calendar_feed"`,
    );
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
    await queryRunner.query(`ALTER TABLE "temporary_calendar_feed" RENAME TO "calendar_feed"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_scope_key" ON "calendar_feed" ("scope_key") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_organisation" ON "calendar_feed" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_department" ON "calendar_feed" ("department_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_token_hash" ON "calendar_feed" ("token_hash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_token_hash"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_department"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_organisation"`);
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_scope_key"`);
    await queryRunner.query(`ALTER TABLE "calendar_feed" RENAME TO "temporary_calendar_feed"`);
    await queryRunner.query(
      `CREATE TABLE "calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "scope" varchar(16) NOT NULL, "scope_key" varchar(40) NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "token_hash" varchar(64) NOT NULL, "created_by_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "calendar_feed"("id", "scope", "scope_key", "organisation_id", "department_id", "token_hash", "created_by_id", "created_at", "updated_at") SELECT "id", "scope", "scope_key", "organisation_id", "department_id", "token_hash", "created_by_id", "created_at", "updated_at" FROM "temporary_calendar_feed"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_calendar_feed"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_token_hash" ON "calendar_feed" ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_department" ON "calendar_feed" ("department_id") `);
    await queryRunner.query(`CREATE INDEX "ix_calendar_feed_organisation" ON "calendar_feed" ("organisation_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_calendar_feed_scope_key" ON "calendar_feed" ("scope_key") `);
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_token_hash"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_department"`);
    await queryRunner.query(`DROP INDEX "ix_calendar_feed_organisation"`);
    await queryRunner.query(`DROP INDEX "uq_calendar_feed_scope_key"`);
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
  }
}
