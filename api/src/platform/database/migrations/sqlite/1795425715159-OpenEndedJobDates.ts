import { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenEndedJobDates1795425715159 implements MigrationInterface {
  name = 'OpenEndedJobDates1795425715159';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "job_date"`,
    );
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_date" RENAME TO "job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "job_date"`,
    );
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_date" RENAME TO "job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Before this migration an open end was sent as end = start; restore that so NOT NULL holds.
    await queryRunner.query(`UPDATE "job_date" SET "end_at" = "start_at" WHERE "end_at" IS NULL`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`ALTER TABLE "job_date" RENAME TO "temporary_job_date"`);
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "temporary_job_date"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`ALTER TABLE "job_date" RENAME TO "temporary_job_date"`);
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "temporary_job_date"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
  }
}
