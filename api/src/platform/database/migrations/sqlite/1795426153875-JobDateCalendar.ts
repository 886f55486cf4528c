import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobDateCalendar1795426153875 implements MigrationInterface {
  name = 'JobDateCalendar1795426153875';

  /** Copies each request's organisation and department onto its dates (existing rows from their request). */
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), "organisation_id" integer NOT NULL, "department_id" integer, CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type", "organisation_id", "department_id") SELECT "job_date"."id", "job_request_id", "start_at", "end_at", "activities", "type", "job_request"."organisation_id", "job_request"."department_id" FROM "job_date" INNER JOIN "job_request" ON "job_request"."id" = "job_date"."job_request_id"`,
    );
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_date" RENAME TO "job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar_department" ON "job_date" ("department_id", "end_at", "start_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar" ON "job_date" ("organisation_id", "end_at", "start_at") `,
    );
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar_department"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), "organisation_id" integer NOT NULL, "department_id" integer, CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_009d5bfb215bbd10adbaada0ea0" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type", "organisation_id", "department_id") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type", "organisation_id", "department_id" FROM "job_date"`,
    );
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_date" RENAME TO "job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar_department" ON "job_date" ("department_id", "end_at", "start_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar" ON "job_date" ("organisation_id", "end_at", "start_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar_department"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`ALTER TABLE "job_date" RENAME TO "temporary_job_date"`);
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), "organisation_id" integer NOT NULL, "department_id" integer, CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type", "organisation_id", "department_id") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type", "organisation_id", "department_id" FROM "temporary_job_date"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_date"`);
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar" ON "job_date" ("organisation_id", "end_at", "start_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar_department" ON "job_date" ("department_id", "end_at", "start_at") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar_department"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`ALTER TABLE "job_date" RENAME TO "temporary_job_date"`);
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "temporary_job_date"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
  }
}
