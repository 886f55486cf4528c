import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonCalendarFeeds1795848627331 implements MigrationInterface {
  name = 'PersonCalendarFeeds1795848627331';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "person_calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_person" ON "person_calendar_feed" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_token_hash" ON "person_calendar_feed" ("token_hash") `);
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_person"`);
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_token_hash"`);
    await queryRunner.query(`CREATE TABLE "temporary_person_calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_b35c530b6e8dfaa8fc413dbe65a" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_person_calendar_feed"("id", "person_id", "token_hash", "created_at", "updated_at") SELECT "id", "person_id", "token_hash", "created_at", "updated_at" FROM "person_calendar_feed"`);
    await queryRunner.query(`DROP TABLE "person_calendar_feed"`);
    await queryRunner.query(`ALTER TABLE "temporary_person_calendar_feed" RENAME TO "person_calendar_feed"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_person" ON "person_calendar_feed" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_token_hash" ON "person_calendar_feed" ("token_hash") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_token_hash"`);
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_person"`);
    await queryRunner.query(`ALTER TABLE "person_calendar_feed" RENAME TO "temporary_person_calendar_feed"`);
    await queryRunner.query(`CREATE TABLE "person_calendar_feed" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "token_hash" varchar(64) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "person_calendar_feed"("id", "person_id", "token_hash", "created_at", "updated_at") SELECT "id", "person_id", "token_hash", "created_at", "updated_at" FROM "temporary_person_calendar_feed"`);
    await queryRunner.query(`DROP TABLE "temporary_person_calendar_feed"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_token_hash" ON "person_calendar_feed" ("token_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_calendar_feed_person" ON "person_calendar_feed" ("person_id") `);
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_token_hash"`);
    await queryRunner.query(`DROP INDEX "uq_person_calendar_feed_person"`);
    await queryRunner.query(`DROP TABLE "person_calendar_feed"`);
  }
}
