import { MigrationInterface, QueryRunner } from 'typeorm';

export class MarketplaceWorkflow1795427200265 implements MigrationInterface {
  name = 'MarketplaceWorkflow1795427200265';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "job_pool_answer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "person_id" integer NOT NULL, "answer" varchar(10) NOT NULL, "answered_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_job_pool_answer_person" ON "job_pool_answer" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ux_job_pool_answer" ON "job_pool_answer" ("job_request_id", "person_id") `,
    );
    await queryRunner.query(`DROP INDEX "ix_organisation_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_organisation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "creator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, "default_time_limit_hours" integer NOT NULL DEFAULT (0), CONSTRAINT "FK_6cffc3547fe5a9dcd44ec5801e3" FOREIGN KEY ("creator_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organisation"("id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version") SELECT "id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version" FROM "organisation"`,
    );
    await queryRunner.query(`DROP TABLE "organisation"`);
    await queryRunner.query(`ALTER TABLE "temporary_organisation" RENAME TO "organisation"`);
    await queryRunner.query(`CREATE INDEX "ix_organisation_name" ON "organisation" ("name") `);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, "release_due_at" datetime, "released_at" datetime, "filled_by_id" integer, "filled_at" datetime, CONSTRAINT "FK_6ea0aabe6a987c20ca5450e9c65" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_fb1840e016b7d7882c9ff7c8e1b" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_89e63d1c37eb8df16eafef9ac3a" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version" FROM "job_request"`,
    );
    await queryRunner.query(`DROP TABLE "job_request"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_request" RENAME TO "job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`DROP INDEX "ix_application_agency"`);
    await queryRunner.query(`DROP INDEX "ix_application_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_application" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "agency_id" integer, "candidate_id" integer, "applied_by_id" integer, "applicant_name" varchar(200) NOT NULL, "hourly_rate" decimal(10,2) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('applied'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, "decided_at" datetime, "withdrawn_at" datetime, CONSTRAINT "FK_839665788f6d5407ceedc0b5860" FOREIGN KEY ("applied_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_683077d7193912bff4b23d5d08d" FOREIGN KEY ("candidate_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_27d85d61bb18e7c2b1486c6d5ca" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_87662f3545d30cd7ff4a53f020d" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_application"("id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version" FROM "application"`,
    );
    await queryRunner.query(`DROP TABLE "application"`);
    await queryRunner.query(`ALTER TABLE "temporary_application" RENAME TO "application"`);
    await queryRunner.query(`CREATE INDEX "ix_application_agency" ON "application" ("agency_id") `);
    await queryRunner.query(`CREATE INDEX "ix_application_job_request" ON "application" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_release" ON "job_request" ("state", "release_due_at") `);
    // One application per candidate and request: older duplicates (bulk seed) keep their row without the candidate link.
    await queryRunner.query(
      `UPDATE "application" SET "candidate_id" = NULL WHERE "candidate_id" IS NOT NULL AND "id" NOT IN (SELECT MIN("id") FROM "application" WHERE "candidate_id" IS NOT NULL GROUP BY "job_request_id", "candidate_id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ux_application_job_candidate" ON "application" ("job_request_id", "candidate_id") `,
    );
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_release"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, "release_due_at" datetime, "released_at" datetime, "filled_by_id" integer, "filled_at" datetime, CONSTRAINT "FK_6ea0aabe6a987c20ca5450e9c65" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_fb1840e016b7d7882c9ff7c8e1b" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_89e63d1c37eb8df16eafef9ac3a" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_1b1395be549d2d270c8af5dcb3c" FOREIGN KEY ("filled_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version", "release_due_at", "released_at", "filled_by_id", "filled_at") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version", "release_due_at", "released_at", "filled_by_id", "filled_at" FROM "job_request"`,
    );
    await queryRunner.query(`DROP TABLE "job_request"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_request" RENAME TO "job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_release" ON "job_request" ("state", "release_due_at") `);
    await queryRunner.query(`DROP INDEX "ix_job_pool_answer_person"`);
    await queryRunner.query(`DROP INDEX "ux_job_pool_answer"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_pool_answer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "person_id" integer NOT NULL, "answer" varchar(10) NOT NULL, "answered_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_176c72049aaa6697ad978ee0b62" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_6afc97e8e1fe951a906e1da1b87" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_pool_answer"("id", "job_request_id", "person_id", "answer", "answered_at") SELECT "id", "job_request_id", "person_id", "answer", "answered_at" FROM "job_pool_answer"`,
    );
    await queryRunner.query(`DROP TABLE "job_pool_answer"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_pool_answer" RENAME TO "job_pool_answer"`);
    await queryRunner.query(`CREATE INDEX "ix_job_pool_answer_person" ON "job_pool_answer" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ux_job_pool_answer" ON "job_pool_answer" ("job_request_id", "person_id") `,
    );
    // Requests already with agencies count as released when they were created.
    await queryRunner.query(
      `UPDATE "job_request" SET "released_at" = "created_at" WHERE "state" IN ('external_adv', 'external_fill') AND "released_at" IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ux_job_pool_answer"`);
    await queryRunner.query(`DROP INDEX "ix_job_pool_answer_person"`);
    await queryRunner.query(`ALTER TABLE "job_pool_answer" RENAME TO "temporary_job_pool_answer"`);
    await queryRunner.query(
      `CREATE TABLE "job_pool_answer" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "person_id" integer NOT NULL, "answer" varchar(10) NOT NULL, "answered_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "job_pool_answer"("id", "job_request_id", "person_id", "answer", "answered_at") SELECT "id", "job_request_id", "person_id", "answer", "answered_at" FROM "temporary_job_pool_answer"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_pool_answer"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "ux_job_pool_answer" ON "job_pool_answer" ("job_request_id", "person_id") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_job_pool_answer_person" ON "job_pool_answer" ("person_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_request_release"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`ALTER TABLE "job_request" RENAME TO "temporary_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, "release_due_at" datetime, "released_at" datetime, "filled_by_id" integer, "filled_at" datetime, CONSTRAINT "FK_6ea0aabe6a987c20ca5450e9c65" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_fb1840e016b7d7882c9ff7c8e1b" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_89e63d1c37eb8df16eafef9ac3a" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version", "release_due_at", "released_at", "filled_by_id", "filled_at") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version", "release_due_at", "released_at", "filled_by_id", "filled_at" FROM "temporary_job_request"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_release" ON "job_request" ("state", "release_due_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`DROP INDEX "ux_application_job_candidate"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_release"`);
    await queryRunner.query(`DROP INDEX "ix_application_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_application_agency"`);
    await queryRunner.query(`ALTER TABLE "application" RENAME TO "temporary_application"`);
    await queryRunner.query(
      `CREATE TABLE "application" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "agency_id" integer, "candidate_id" integer, "applied_by_id" integer, "applicant_name" varchar(200) NOT NULL, "hourly_rate" decimal(10,2) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('applied'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_839665788f6d5407ceedc0b5860" FOREIGN KEY ("applied_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_683077d7193912bff4b23d5d08d" FOREIGN KEY ("candidate_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_27d85d61bb18e7c2b1486c6d5ca" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_87662f3545d30cd7ff4a53f020d" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "application"("id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version" FROM "temporary_application"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_application"`);
    await queryRunner.query(`CREATE INDEX "ix_application_job_request" ON "application" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_application_agency" ON "application" ("agency_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`ALTER TABLE "job_request" RENAME TO "temporary_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_6ea0aabe6a987c20ca5450e9c65" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_fb1840e016b7d7882c9ff7c8e1b" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_89e63d1c37eb8df16eafef9ac3a" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version" FROM "temporary_job_request"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`DROP INDEX "ix_organisation_name"`);
    await queryRunner.query(`ALTER TABLE "organisation" RENAME TO "temporary_organisation"`);
    await queryRunner.query(
      `CREATE TABLE "organisation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "creator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_6cffc3547fe5a9dcd44ec5801e3" FOREIGN KEY ("creator_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "organisation"("id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version") SELECT "id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version" FROM "temporary_organisation"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organisation"`);
    await queryRunner.query(`CREATE INDEX "ix_organisation_name" ON "organisation" ("name") `);
    await queryRunner.query(`DROP INDEX "ux_job_pool_answer"`);
    await queryRunner.query(`DROP INDEX "ix_job_pool_answer_person"`);
    await queryRunner.query(`DROP TABLE "job_pool_answer"`);
  }
}
