import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1795277854158 implements MigrationInterface {
  name = 'InitialSchema1795277854158';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "agency" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "ix_agency_name" ON "agency" ("name") `);
    await queryRunner.query(
      `CREATE TABLE "person_education" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "university" varchar(200) NOT NULL, "start_date" date, "end_date" date, "qualification_level" varchar(100), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "person_job_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "title" varchar(200) NOT NULL, "start_date" date, "end_date" date, "location_name" varchar(200), "location_address" varchar(255), "location_postcode" varchar(20), "location_city" varchar(100), "location_country" varchar(2), "location_url" varchar(2048), "location_logo" varchar(255), "location_contact" varchar(40), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "person" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "password_hash" varchar(255), "role" varchar(16) NOT NULL, "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "email_confirmed_at" datetime, "token_version" integer NOT NULL DEFAULT (0), "first_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL DEFAULT (''), "gender" varchar(16), "contact" varchar(40), "position" varchar(150), "language" varchar(2) NOT NULL DEFAULT ('de'), "address" varchar(255), "postcode" varchar(20), "city" varchar(100), "country" varchar(2), "qualification_level" varchar(100), "qualification_additional_info" varchar(255), "skills" text, "preference_distance" integer, "preference_min_salary" decimal(10,2), "preference_job_types" text, "accepted_terms_at" datetime, "last_login_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_person_email" ON "person" ("email") `);
    await queryRunner.query(`CREATE INDEX "ix_person_role" ON "person" ("role") `);
    await queryRunner.query(
      `CREATE TABLE "agency_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_agency_membership_person" ON "agency_membership" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_agency_membership" ON "agency_membership" ("agency_id", "person_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE TABLE "one_time_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "purpose" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_one_time_token_person" ON "one_time_token" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_one_time_token_code_hash" ON "one_time_token" ("code_hash") `);
    await queryRunner.query(
      `CREATE TABLE "organisation_picture" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "storage_key" varchar(255), "description" varchar(500) NOT NULL DEFAULT (''), "sort_order" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "organisation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "creator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "ix_organisation_name" ON "organisation" ("name") `);
    await queryRunner.query(
      `CREATE TABLE "department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "name" varchar(200) NOT NULL, "default_skills" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_department_name" ON "department" ("organisation_id", "name") `);
    await queryRunner.query(
      `CREATE TABLE "department_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "department_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_department_membership_person" ON "department_membership" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_department_membership" ON "department_membership" ("department_id", "person_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(
      `CREATE TABLE "job_salary" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "activity" varchar(64) NOT NULL, "cost" decimal(10,2) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE TABLE "job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(
      `CREATE TABLE "application" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "agency_id" integer, "candidate_id" integer, "applied_by_id" integer, "applicant_name" varchar(200) NOT NULL, "hourly_rate" decimal(10,2) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('applied'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "ix_application_job_request" ON "application" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_application_agency" ON "application" ("agency_id") `);
    await queryRunner.query(
      `CREATE TABLE "document" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "application_id" integer, "owner_id" integer, "kind" varchar(32) NOT NULL, "file_name" varchar(255) NOT NULL, "mime_type" varchar(100) NOT NULL, "size_bytes" integer NOT NULL, "storage_key" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_document_application" ON "document" ("application_id") `);
    await queryRunner.query(
      `CREATE TABLE "enquiry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "start_date" date NOT NULL, "end_date" date NOT NULL, "date_string" varchar(100) NOT NULL, "hospital_name" varchar(200) NOT NULL, "name" varchar(200) NOT NULL, "email" varchar(254) NOT NULL, "phone" varchar(40) NOT NULL, "specialist_code" varchar(64), "field_code" varchar(64), "language" varchar(2) NOT NULL DEFAULT ('de'), "consent_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_enquiry_created_at" ON "enquiry" ("created_at") `);
    await queryRunner.query(
      `CREATE TABLE "invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "kind" varchar(32) NOT NULL, "target_id" integer, "person_id" integer NOT NULL, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "accepted_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_invitation_person" ON "invitation" ("person_id") `);
    await queryRunner.query(
      `CREATE TABLE "organisation_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "person_id" integer NOT NULL, "confirmed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_organisation_membership_person" ON "organisation_membership" ("person_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_organisation_membership" ON "organisation_membership" ("organisation_id", "person_id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "reference_item" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "kind" varchar(20) NOT NULL, "code" varchar(64) NOT NULL, "name_de" varchar(200) NOT NULL, "name_en" varchar(200) NOT NULL, "job_kind" varchar(10), "sort_order" integer NOT NULL DEFAULT (0), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_reference_item_kind_code" ON "reference_item" ("kind", "code") `);
    await queryRunner.query(
      `CREATE TABLE "reference_link" ("parent_id" integer NOT NULL, "child_id" integer NOT NULL, PRIMARY KEY ("parent_id", "child_id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cab80f5c526d12d1127229ecc9" ON "reference_link" ("parent_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bec9c60bac3f022273220ee5db" ON "reference_link" ("child_id") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_person_education" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "university" varchar(200) NOT NULL, "start_date" date, "end_date" date, "qualification_level" varchar(100), "version" integer NOT NULL, CONSTRAINT "FK_d461559ec404d3a404ed4c03876" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_person_education"("id", "person_id", "university", "start_date", "end_date", "qualification_level", "version") SELECT "id", "person_id", "university", "start_date", "end_date", "qualification_level", "version" FROM "person_education"`,
    );
    await queryRunner.query(`DROP TABLE "person_education"`);
    await queryRunner.query(`ALTER TABLE "temporary_person_education" RENAME TO "person_education"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_person_job_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "title" varchar(200) NOT NULL, "start_date" date, "end_date" date, "location_name" varchar(200), "location_address" varchar(255), "location_postcode" varchar(20), "location_city" varchar(100), "location_country" varchar(2), "location_url" varchar(2048), "location_logo" varchar(255), "location_contact" varchar(40), "version" integer NOT NULL, CONSTRAINT "FK_a28053893124643e0a1aa0ae146" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_person_job_history"("id", "person_id", "title", "start_date", "end_date", "location_name", "location_address", "location_postcode", "location_city", "location_country", "location_url", "location_logo", "location_contact", "version") SELECT "id", "person_id", "title", "start_date", "end_date", "location_name", "location_address", "location_postcode", "location_city", "location_country", "location_url", "location_logo", "location_contact", "version" FROM "person_job_history"`,
    );
    await queryRunner.query(`DROP TABLE "person_job_history"`);
    await queryRunner.query(`ALTER TABLE "temporary_person_job_history" RENAME TO "person_job_history"`);
    await queryRunner.query(`DROP INDEX "ix_agency_membership_person"`);
    await queryRunner.query(`DROP INDEX "uq_agency_membership"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_agency_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_faf166781f83cb4b55f5157a037" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_aa70e8a74e41258b7102cff5a67" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_agency_membership"("id", "agency_id", "person_id", "kind", "created_at") SELECT "id", "agency_id", "person_id", "kind", "created_at" FROM "agency_membership"`,
    );
    await queryRunner.query(`DROP TABLE "agency_membership"`);
    await queryRunner.query(`ALTER TABLE "temporary_agency_membership" RENAME TO "agency_membership"`);
    await queryRunner.query(`CREATE INDEX "ix_agency_membership_person" ON "agency_membership" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_agency_membership" ON "agency_membership" ("agency_id", "person_id", "kind") `,
    );
    await queryRunner.query(`DROP INDEX "ix_one_time_token_person"`);
    await queryRunner.query(`DROP INDEX "uq_one_time_token_code_hash"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_one_time_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "purpose" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_a7a00e7b28a9e52e3db91396f95" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_one_time_token"("id", "person_id", "purpose", "code_hash", "expires_at", "used_at", "created_at") SELECT "id", "person_id", "purpose", "code_hash", "expires_at", "used_at", "created_at" FROM "one_time_token"`,
    );
    await queryRunner.query(`DROP TABLE "one_time_token"`);
    await queryRunner.query(`ALTER TABLE "temporary_one_time_token" RENAME TO "one_time_token"`);
    await queryRunner.query(`CREATE INDEX "ix_one_time_token_person" ON "one_time_token" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_one_time_token_code_hash" ON "one_time_token" ("code_hash") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_organisation_picture" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "storage_key" varchar(255), "description" varchar(500) NOT NULL DEFAULT (''), "sort_order" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_f0c7901fbc395a6e2c19acb2e61" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organisation_picture"("id", "organisation_id", "storage_key", "description", "sort_order", "created_at", "version") SELECT "id", "organisation_id", "storage_key", "description", "sort_order", "created_at", "version" FROM "organisation_picture"`,
    );
    await queryRunner.query(`DROP TABLE "organisation_picture"`);
    await queryRunner.query(`ALTER TABLE "temporary_organisation_picture" RENAME TO "organisation_picture"`);
    await queryRunner.query(`DROP INDEX "ix_organisation_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_organisation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "creator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_6cffc3547fe5a9dcd44ec5801e3" FOREIGN KEY ("creator_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organisation"("id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version") SELECT "id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version" FROM "organisation"`,
    );
    await queryRunner.query(`DROP TABLE "organisation"`);
    await queryRunner.query(`ALTER TABLE "temporary_organisation" RENAME TO "organisation"`);
    await queryRunner.query(`CREATE INDEX "ix_organisation_name" ON "organisation" ("name") `);
    await queryRunner.query(`DROP INDEX "uq_department_name"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "name" varchar(200) NOT NULL, "default_skills" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_c84ade69c16ffb4806bc12eceaf" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_department"("id", "organisation_id", "name", "default_skills", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "name", "default_skills", "created_at", "updated_at", "version" FROM "department"`,
    );
    await queryRunner.query(`DROP TABLE "department"`);
    await queryRunner.query(`ALTER TABLE "temporary_department" RENAME TO "department"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_department_name" ON "department" ("organisation_id", "name") `);
    await queryRunner.query(`DROP INDEX "ix_department_membership_person"`);
    await queryRunner.query(`DROP INDEX "uq_department_membership"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_department_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "department_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_16bc6f29043a4415c871efa3463" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_000a5a3784c7d364fdffec3bf0a" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_department_membership"("id", "department_id", "person_id", "kind", "created_at") SELECT "id", "department_id", "person_id", "kind", "created_at" FROM "department_membership"`,
    );
    await queryRunner.query(`DROP TABLE "department_membership"`);
    await queryRunner.query(`ALTER TABLE "temporary_department_membership" RENAME TO "department_membership"`);
    await queryRunner.query(`CREATE INDEX "ix_department_membership_person" ON "department_membership" ("person_id") `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_department_membership" ON "department_membership" ("department_id", "person_id", "kind") `,
    );
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'), CONSTRAINT "FK_92cd97e4ef4d6ac974e480d6dfa" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "job_date"`,
    );
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_date" RENAME TO "job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_salary" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "activity" varchar(64) NOT NULL, "cost" decimal(10,2) NOT NULL, CONSTRAINT "FK_a4d25057d4477116cea9b7b49a3" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_salary"("id", "job_request_id", "activity", "cost") SELECT "id", "job_request_id", "activity", "cost" FROM "job_salary"`,
    );
    await queryRunner.query(`DROP TABLE "job_salary"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_salary" RENAME TO "job_salary"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_89e63d1c37eb8df16eafef9ac3a" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_fb1840e016b7d7882c9ff7c8e1b" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_6ea0aabe6a987c20ca5450e9c65" FOREIGN KEY ("created_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version" FROM "job_request"`,
    );
    await queryRunner.query(`DROP TABLE "job_request"`);
    await queryRunner.query(`ALTER TABLE "temporary_job_request" RENAME TO "job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`DROP INDEX "ix_application_job_request"`);
    await queryRunner.query(`DROP INDEX "ix_application_agency"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_application" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "agency_id" integer, "candidate_id" integer, "applied_by_id" integer, "applicant_name" varchar(200) NOT NULL, "hourly_rate" decimal(10,2) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('applied'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_87662f3545d30cd7ff4a53f020d" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_27d85d61bb18e7c2b1486c6d5ca" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_683077d7193912bff4b23d5d08d" FOREIGN KEY ("candidate_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_839665788f6d5407ceedc0b5860" FOREIGN KEY ("applied_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_application"("id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version" FROM "application"`,
    );
    await queryRunner.query(`DROP TABLE "application"`);
    await queryRunner.query(`ALTER TABLE "temporary_application" RENAME TO "application"`);
    await queryRunner.query(`CREATE INDEX "ix_application_job_request" ON "application" ("job_request_id") `);
    await queryRunner.query(`CREATE INDEX "ix_application_agency" ON "application" ("agency_id") `);
    await queryRunner.query(`DROP INDEX "ix_document_application"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_document" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "application_id" integer, "owner_id" integer, "kind" varchar(32) NOT NULL, "file_name" varchar(255) NOT NULL, "mime_type" varchar(100) NOT NULL, "size_bytes" integer NOT NULL, "storage_key" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_c7bd3c520975f36a0cfe9d37db4" FOREIGN KEY ("application_id") REFERENCES "application" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_81b7502f2f9bd98bf7c846fb006" FOREIGN KEY ("owner_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_document"("id", "application_id", "owner_id", "kind", "file_name", "mime_type", "size_bytes", "storage_key", "created_at") SELECT "id", "application_id", "owner_id", "kind", "file_name", "mime_type", "size_bytes", "storage_key", "created_at" FROM "document"`,
    );
    await queryRunner.query(`DROP TABLE "document"`);
    await queryRunner.query(`ALTER TABLE "temporary_document" RENAME TO "document"`);
    await queryRunner.query(`CREATE INDEX "ix_document_application" ON "document" ("application_id") `);
    await queryRunner.query(`DROP INDEX "ix_invitation_person"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "kind" varchar(32) NOT NULL, "target_id" integer, "person_id" integer NOT NULL, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "accepted_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_4be570c96b50f42ee2392a42c99" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9fcebfddfa4369ac0e3c26dc8a3" FOREIGN KEY ("invited_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_invitation"("id", "email", "kind", "target_id", "person_id", "invited_by_id", "language", "accepted_at", "created_at") SELECT "id", "email", "kind", "target_id", "person_id", "invited_by_id", "language", "accepted_at", "created_at" FROM "invitation"`,
    );
    await queryRunner.query(`DROP TABLE "invitation"`);
    await queryRunner.query(`ALTER TABLE "temporary_invitation" RENAME TO "invitation"`);
    await queryRunner.query(`CREATE INDEX "ix_invitation_person" ON "invitation" ("person_id") `);
    await queryRunner.query(`DROP INDEX "ix_organisation_membership_person"`);
    await queryRunner.query(`DROP INDEX "uq_organisation_membership"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_organisation_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "person_id" integer NOT NULL, "confirmed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_772addb126d418417ace2503034" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b1f11f85a229ac8e097eb76f7d5" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_organisation_membership"("id", "organisation_id", "person_id", "confirmed_at", "created_at") SELECT "id", "organisation_id", "person_id", "confirmed_at", "created_at" FROM "organisation_membership"`,
    );
    await queryRunner.query(`DROP TABLE "organisation_membership"`);
    await queryRunner.query(`ALTER TABLE "temporary_organisation_membership" RENAME TO "organisation_membership"`);
    await queryRunner.query(
      `CREATE INDEX "ix_organisation_membership_person" ON "organisation_membership" ("person_id") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_organisation_membership" ON "organisation_membership" ("organisation_id", "person_id") `,
    );
    await queryRunner.query(`DROP INDEX "IDX_cab80f5c526d12d1127229ecc9"`);
    await queryRunner.query(`DROP INDEX "IDX_bec9c60bac3f022273220ee5db"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_reference_link" ("parent_id" integer NOT NULL, "child_id" integer NOT NULL, CONSTRAINT "FK_cab80f5c526d12d1127229ecc92" FOREIGN KEY ("parent_id") REFERENCES "reference_item" ("id") ON DELETE CASCADE ON UPDATE CASCADE, CONSTRAINT "FK_bec9c60bac3f022273220ee5dba" FOREIGN KEY ("child_id") REFERENCES "reference_item" ("id") ON DELETE CASCADE ON UPDATE CASCADE, PRIMARY KEY ("parent_id", "child_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_reference_link"("parent_id", "child_id") SELECT "parent_id", "child_id" FROM "reference_link"`,
    );
    await queryRunner.query(`DROP TABLE "reference_link"`);
    await queryRunner.query(`ALTER TABLE "temporary_reference_link" RENAME TO "reference_link"`);
    await queryRunner.query(`CREATE INDEX "IDX_cab80f5c526d12d1127229ecc9" ON "reference_link" ("parent_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_bec9c60bac3f022273220ee5db" ON "reference_link" ("child_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_bec9c60bac3f022273220ee5db"`);
    await queryRunner.query(`DROP INDEX "IDX_cab80f5c526d12d1127229ecc9"`);
    await queryRunner.query(`ALTER TABLE "reference_link" RENAME TO "temporary_reference_link"`);
    await queryRunner.query(
      `CREATE TABLE "reference_link" ("parent_id" integer NOT NULL, "child_id" integer NOT NULL, PRIMARY KEY ("parent_id", "child_id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "reference_link"("parent_id", "child_id") SELECT "parent_id", "child_id" FROM "temporary_reference_link"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_reference_link"`);
    await queryRunner.query(`CREATE INDEX "IDX_bec9c60bac3f022273220ee5db" ON "reference_link" ("child_id") `);
    await queryRunner.query(`CREATE INDEX "IDX_cab80f5c526d12d1127229ecc9" ON "reference_link" ("parent_id") `);
    await queryRunner.query(`DROP INDEX "uq_organisation_membership"`);
    await queryRunner.query(`DROP INDEX "ix_organisation_membership_person"`);
    await queryRunner.query(`ALTER TABLE "organisation_membership" RENAME TO "temporary_organisation_membership"`);
    await queryRunner.query(
      `CREATE TABLE "organisation_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "person_id" integer NOT NULL, "confirmed_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "organisation_membership"("id", "organisation_id", "person_id", "confirmed_at", "created_at") SELECT "id", "organisation_id", "person_id", "confirmed_at", "created_at" FROM "temporary_organisation_membership"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organisation_membership"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_organisation_membership" ON "organisation_membership" ("organisation_id", "person_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_organisation_membership_person" ON "organisation_membership" ("person_id") `,
    );
    await queryRunner.query(`DROP INDEX "ix_invitation_person"`);
    await queryRunner.query(`ALTER TABLE "invitation" RENAME TO "temporary_invitation"`);
    await queryRunner.query(
      `CREATE TABLE "invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "email" varchar(254) NOT NULL, "kind" varchar(32) NOT NULL, "target_id" integer, "person_id" integer NOT NULL, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "accepted_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "invitation"("id", "email", "kind", "target_id", "person_id", "invited_by_id", "language", "accepted_at", "created_at") SELECT "id", "email", "kind", "target_id", "person_id", "invited_by_id", "language", "accepted_at", "created_at" FROM "temporary_invitation"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_invitation"`);
    await queryRunner.query(`CREATE INDEX "ix_invitation_person" ON "invitation" ("person_id") `);
    await queryRunner.query(`DROP INDEX "ix_document_application"`);
    await queryRunner.query(`ALTER TABLE "document" RENAME TO "temporary_document"`);
    await queryRunner.query(
      `CREATE TABLE "document" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "application_id" integer, "owner_id" integer, "kind" varchar(32) NOT NULL, "file_name" varchar(255) NOT NULL, "mime_type" varchar(100) NOT NULL, "size_bytes" integer NOT NULL, "storage_key" varchar(255) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "document"("id", "application_id", "owner_id", "kind", "file_name", "mime_type", "size_bytes", "storage_key", "created_at") SELECT "id", "application_id", "owner_id", "kind", "file_name", "mime_type", "size_bytes", "storage_key", "created_at" FROM "temporary_document"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_document"`);
    await queryRunner.query(`CREATE INDEX "ix_document_application" ON "document" ("application_id") `);
    await queryRunner.query(`DROP INDEX "ix_application_agency"`);
    await queryRunner.query(`DROP INDEX "ix_application_job_request"`);
    await queryRunner.query(`ALTER TABLE "application" RENAME TO "temporary_application"`);
    await queryRunner.query(
      `CREATE TABLE "application" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "agency_id" integer, "candidate_id" integer, "applied_by_id" integer, "applicant_name" varchar(200) NOT NULL, "hourly_rate" decimal(10,2) NOT NULL, "state" varchar(16) NOT NULL DEFAULT ('applied'), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "application"("id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "agency_id", "candidate_id", "applied_by_id", "applicant_name", "hourly_rate", "state", "created_at", "updated_at", "version" FROM "temporary_application"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_application"`);
    await queryRunner.query(`CREATE INDEX "ix_application_agency" ON "application" ("agency_id") `);
    await queryRunner.query(`CREATE INDEX "ix_application_job_request" ON "application" ("job_request_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`ALTER TABLE "job_request" RENAME TO "temporary_job_request"`);
    await queryRunner.query(
      `CREATE TABLE "job_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "department_id" integer, "created_by_id" integer, "kind" varchar(10) NOT NULL, "state" varchar(20) NOT NULL, "title" varchar(200) NOT NULL, "subtitle" varchar(200), "description" text, "position_code" varchar(64), "field_code" varchar(64), "job_type" varchar(64) NOT NULL DEFAULT ('Tagdienst'), "shift_type" varchar(64), "contract_type" varchar(64) NOT NULL DEFAULT ('Arbeitnehmerueberlassung'), "skills" text NOT NULL, "date_mode" varchar(10) NOT NULL DEFAULT ('FIXED'), "time_limit" integer NOT NULL DEFAULT (0), "job_operation" text, "payment" varchar(200), "accommodation" boolean NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_request"("id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "department_id", "created_by_id", "kind", "state", "title", "subtitle", "description", "position_code", "field_code", "job_type", "shift_type", "contract_type", "skills", "date_mode", "time_limit", "job_operation", "payment", "accommodation", "created_at", "updated_at", "version" FROM "temporary_job_request"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_request"`);
    await queryRunner.query(`CREATE INDEX "ix_job_request_state" ON "job_request" ("state") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_organisation" ON "job_request" ("organisation_id") `);
    await queryRunner.query(`ALTER TABLE "job_salary" RENAME TO "temporary_job_salary"`);
    await queryRunner.query(
      `CREATE TABLE "job_salary" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "activity" varchar(64) NOT NULL, "cost" decimal(10,2) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "job_salary"("id", "job_request_id", "activity", "cost") SELECT "id", "job_request_id", "activity", "cost" FROM "temporary_job_salary"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_salary"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`ALTER TABLE "job_date" RENAME TO "temporary_job_date"`);
    await queryRunner.query(
      `CREATE TABLE "job_date" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, "type" varchar(32) NOT NULL DEFAULT ('Neue_Dienstanfrage'))`,
    );
    await queryRunner.query(
      `INSERT INTO "job_date"("id", "job_request_id", "start_at", "end_at", "activities", "type") SELECT "id", "job_request_id", "start_at", "end_at", "activities", "type" FROM "temporary_job_date"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_job_date"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_start" ON "job_date" ("start_at") `);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`DROP INDEX "uq_department_membership"`);
    await queryRunner.query(`DROP INDEX "ix_department_membership_person"`);
    await queryRunner.query(`ALTER TABLE "department_membership" RENAME TO "temporary_department_membership"`);
    await queryRunner.query(
      `CREATE TABLE "department_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "department_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "department_membership"("id", "department_id", "person_id", "kind", "created_at") SELECT "id", "department_id", "person_id", "kind", "created_at" FROM "temporary_department_membership"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_department_membership"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_department_membership" ON "department_membership" ("department_id", "person_id", "kind") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_department_membership_person" ON "department_membership" ("person_id") `);
    await queryRunner.query(`DROP INDEX "uq_department_name"`);
    await queryRunner.query(`ALTER TABLE "department" RENAME TO "temporary_department"`);
    await queryRunner.query(
      `CREATE TABLE "department" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "name" varchar(200) NOT NULL, "default_skills" text NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "department"("id", "organisation_id", "name", "default_skills", "created_at", "updated_at", "version") SELECT "id", "organisation_id", "name", "default_skills", "created_at", "updated_at", "version" FROM "temporary_department"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_department"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_department_name" ON "department" ("organisation_id", "name") `);
    await queryRunner.query(`DROP INDEX "ix_organisation_name"`);
    await queryRunner.query(`ALTER TABLE "organisation" RENAME TO "temporary_organisation"`);
    await queryRunner.query(
      `CREATE TABLE "organisation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "name" varchar(200) NOT NULL, "address" varchar(255) NOT NULL DEFAULT (''), "postcode" varchar(20) NOT NULL DEFAULT (''), "city" varchar(100), "country" varchar(2), "url" varchar(2048), "logo_key" varchar(255), "creator_id" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "organisation"("id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version") SELECT "id", "name", "address", "postcode", "city", "country", "url", "logo_key", "creator_id", "created_at", "updated_at", "version" FROM "temporary_organisation"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organisation"`);
    await queryRunner.query(`CREATE INDEX "ix_organisation_name" ON "organisation" ("name") `);
    await queryRunner.query(`ALTER TABLE "organisation_picture" RENAME TO "temporary_organisation_picture"`);
    await queryRunner.query(
      `CREATE TABLE "organisation_picture" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "organisation_id" integer NOT NULL, "storage_key" varchar(255), "description" varchar(500) NOT NULL DEFAULT (''), "sort_order" integer NOT NULL DEFAULT (0), "created_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "organisation_picture"("id", "organisation_id", "storage_key", "description", "sort_order", "created_at", "version") SELECT "id", "organisation_id", "storage_key", "description", "sort_order", "created_at", "version" FROM "temporary_organisation_picture"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_organisation_picture"`);
    await queryRunner.query(`DROP INDEX "uq_one_time_token_code_hash"`);
    await queryRunner.query(`DROP INDEX "ix_one_time_token_person"`);
    await queryRunner.query(`ALTER TABLE "one_time_token" RENAME TO "temporary_one_time_token"`);
    await queryRunner.query(
      `CREATE TABLE "one_time_token" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "purpose" varchar(32) NOT NULL, "code_hash" varchar(64) NOT NULL, "expires_at" datetime NOT NULL, "used_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "one_time_token"("id", "person_id", "purpose", "code_hash", "expires_at", "used_at", "created_at") SELECT "id", "person_id", "purpose", "code_hash", "expires_at", "used_at", "created_at" FROM "temporary_one_time_token"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_one_time_token"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_one_time_token_code_hash" ON "one_time_token" ("code_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_one_time_token_person" ON "one_time_token" ("person_id") `);
    await queryRunner.query(`DROP INDEX "uq_agency_membership"`);
    await queryRunner.query(`DROP INDEX "ix_agency_membership_person"`);
    await queryRunner.query(`ALTER TABLE "agency_membership" RENAME TO "temporary_agency_membership"`);
    await queryRunner.query(
      `CREATE TABLE "agency_membership" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "person_id" integer NOT NULL, "kind" varchar(16) NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "agency_membership"("id", "agency_id", "person_id", "kind", "created_at") SELECT "id", "agency_id", "person_id", "kind", "created_at" FROM "temporary_agency_membership"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_agency_membership"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_agency_membership" ON "agency_membership" ("agency_id", "person_id", "kind") `,
    );
    await queryRunner.query(`CREATE INDEX "ix_agency_membership_person" ON "agency_membership" ("person_id") `);
    await queryRunner.query(`ALTER TABLE "person_job_history" RENAME TO "temporary_person_job_history"`);
    await queryRunner.query(
      `CREATE TABLE "person_job_history" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "title" varchar(200) NOT NULL, "start_date" date, "end_date" date, "location_name" varchar(200), "location_address" varchar(255), "location_postcode" varchar(20), "location_city" varchar(100), "location_country" varchar(2), "location_url" varchar(2048), "location_logo" varchar(255), "location_contact" varchar(40), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "person_job_history"("id", "person_id", "title", "start_date", "end_date", "location_name", "location_address", "location_postcode", "location_city", "location_country", "location_url", "location_logo", "location_contact", "version") SELECT "id", "person_id", "title", "start_date", "end_date", "location_name", "location_address", "location_postcode", "location_city", "location_country", "location_url", "location_logo", "location_contact", "version" FROM "temporary_person_job_history"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_person_job_history"`);
    await queryRunner.query(`ALTER TABLE "person_education" RENAME TO "temporary_person_education"`);
    await queryRunner.query(
      `CREATE TABLE "person_education" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "university" varchar(200) NOT NULL, "start_date" date, "end_date" date, "qualification_level" varchar(100), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "person_education"("id", "person_id", "university", "start_date", "end_date", "qualification_level", "version") SELECT "id", "person_id", "university", "start_date", "end_date", "qualification_level", "version" FROM "temporary_person_education"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_person_education"`);
    await queryRunner.query(`DROP INDEX "IDX_bec9c60bac3f022273220ee5db"`);
    await queryRunner.query(`DROP INDEX "IDX_cab80f5c526d12d1127229ecc9"`);
    await queryRunner.query(`DROP TABLE "reference_link"`);
    await queryRunner.query(`DROP INDEX "uq_reference_item_kind_code"`);
    await queryRunner.query(`DROP TABLE "reference_item"`);
    await queryRunner.query(`DROP INDEX "uq_organisation_membership"`);
    await queryRunner.query(`DROP INDEX "ix_organisation_membership_person"`);
    await queryRunner.query(`DROP TABLE "organisation_membership"`);
    await queryRunner.query(`DROP INDEX "ix_invitation_person"`);
    await queryRunner.query(`DROP TABLE "invitation"`);
    await queryRunner.query(`DROP INDEX "ix_enquiry_created_at"`);
    await queryRunner.query(`DROP TABLE "enquiry"`);
    await queryRunner.query(`DROP INDEX "ix_document_application"`);
    await queryRunner.query(`DROP TABLE "document"`);
    await queryRunner.query(`DROP INDEX "ix_application_agency"`);
    await queryRunner.query(`DROP INDEX "ix_application_job_request"`);
    await queryRunner.query(`DROP TABLE "application"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_state"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_organisation"`);
    await queryRunner.query(`DROP TABLE "job_request"`);
    await queryRunner.query(`DROP TABLE "job_salary"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(`DROP TABLE "job_date"`);
    await queryRunner.query(`DROP INDEX "uq_department_membership"`);
    await queryRunner.query(`DROP INDEX "ix_department_membership_person"`);
    await queryRunner.query(`DROP TABLE "department_membership"`);
    await queryRunner.query(`DROP INDEX "uq_department_name"`);
    await queryRunner.query(`DROP TABLE "department"`);
    await queryRunner.query(`DROP INDEX "ix_organisation_name"`);
    await queryRunner.query(`DROP TABLE "organisation"`);
    await queryRunner.query(`DROP TABLE "organisation_picture"`);
    await queryRunner.query(`DROP INDEX "uq_one_time_token_code_hash"`);
    await queryRunner.query(`DROP INDEX "ix_one_time_token_person"`);
    await queryRunner.query(`DROP TABLE "one_time_token"`);
    await queryRunner.query(`DROP INDEX "uq_agency_membership"`);
    await queryRunner.query(`DROP INDEX "ix_agency_membership_person"`);
    await queryRunner.query(`DROP TABLE "agency_membership"`);
    await queryRunner.query(`DROP INDEX "ix_person_role"`);
    await queryRunner.query(`DROP INDEX "uq_person_email"`);
    await queryRunner.query(`DROP TABLE "person"`);
    await queryRunner.query(`DROP TABLE "person_job_history"`);
    await queryRunner.query(`DROP TABLE "person_education"`);
    await queryRunner.query(`DROP INDEX "ix_agency_name"`);
    await queryRunner.query(`DROP TABLE "agency"`);
  }
}
