import { MigrationInterface, QueryRunner } from 'typeorm';

export class Assignments1795835339249 implements MigrationInterface {
  name = 'Assignments1795835339249';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "assignment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer, "application_id" integer, "source" varchar(10) NOT NULL, "person_id" integer, "worker_name" varchar(200) NOT NULL, "agency_id" integer, "organisation_id" integer NOT NULL, "department_id" integer, "title" varchar(200) NOT NULL, "position_code" varchar(64), "field_code" varchar(64), "state" varchar(16) NOT NULL, "rates" text NOT NULL, "rates_shared" boolean NOT NULL DEFAULT (0), "equal_pay_notice" boolean NOT NULL DEFAULT (0), "shifts_version" integer NOT NULL DEFAULT (1), "first_shift_at" datetime NOT NULL, "last_shift_end_at" datetime NOT NULL, "confirmed_at" datetime, "cancelled_at" datetime, "cancel_reason" text, "cancel_notice_hours" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(`CREATE INDEX "ix_assignment_job_request" ON "assignment" ("job_request_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_application" ON "assignment" ("application_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_department_first" ON "assignment" ("department_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_person_organisation" ON "assignment" ("person_id", "organisation_id", "first_shift_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_agency_first" ON "assignment" ("agency_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_organisation_first" ON "assignment" ("organisation_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "assignment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "kind" varchar(12) NOT NULL, "number" varchar(40) NOT NULL, "storage_key" varchar(255) NOT NULL, "sha256" varchar(64) NOT NULL, "byte_size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_contract_number" ON "assignment_contract" ("number") `);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_contract_assignment" ON "assignment_contract" ("assignment_id", "kind", "id") `,
    );
    await queryRunner.query(
      `CREATE TABLE "assignment_acceptance" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "contract_id" integer NOT NULL, "side" varchar(10) NOT NULL, "person_id" integer, "accepted_by" varchar(320) NOT NULL, "accepted_at" datetime NOT NULL, "ip_address" varchar(45) NOT NULL, "sha256" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_assignment_acceptance_side" ON "assignment_acceptance" ("assignment_id", "side") `,
    );
    await queryRunner.query(
      `CREATE TABLE "assignment_shift" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "shifts_version" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_shift_version" ON "assignment_shift" ("assignment_id", "shifts_version", "start_at") `,
    );
    // New nullable columns: ADD COLUMN, not a table rebuild (a rebuild drops the table, and with
    // foreign keys on, that deletes or refuses its dependants' rows).
    await queryRunner.query(`ALTER TABLE "agency" ADD COLUMN "permit_authority" varchar(200)`);
    await queryRunner.query(`ALTER TABLE "agency" ADD COLUMN "permit_issued_on" varchar(10)`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD COLUMN "working_conditions" text`);
    await queryRunner.query(`ALTER TABLE "organisation" ADD COLUMN "cancellation_terms" text`);
    await queryRunner.query(`DROP INDEX "ix_assignment_job_request"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_application"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_department_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_person_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_agency_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_organisation_first"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_assignment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer, "application_id" integer, "source" varchar(10) NOT NULL, "person_id" integer, "worker_name" varchar(200) NOT NULL, "agency_id" integer, "organisation_id" integer NOT NULL, "department_id" integer, "title" varchar(200) NOT NULL, "position_code" varchar(64), "field_code" varchar(64), "state" varchar(16) NOT NULL, "rates" text NOT NULL, "rates_shared" boolean NOT NULL DEFAULT (0), "equal_pay_notice" boolean NOT NULL DEFAULT (0), "shifts_version" integer NOT NULL DEFAULT (1), "first_shift_at" datetime NOT NULL, "last_shift_end_at" datetime NOT NULL, "confirmed_at" datetime, "cancelled_at" datetime, "cancel_reason" text, "cancel_notice_hours" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL, CONSTRAINT "FK_80433280aba99d9fe572e50294d" FOREIGN KEY ("job_request_id") REFERENCES "job_request" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_aaa6a67b090fae971444b0ca699" FOREIGN KEY ("application_id") REFERENCES "application" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_3f040ebb017f5859ce1d5219016" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_af71e725396f498c2f9a4de8537" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE SET NULL ON UPDATE NO ACTION, CONSTRAINT "FK_ee321e9abf16fe48543c9cd9f05" FOREIGN KEY ("organisation_id") REFERENCES "organisation" ("id") ON DELETE RESTRICT ON UPDATE NO ACTION, CONSTRAINT "FK_e4e8e2c2163faeb542fc2faba7e" FOREIGN KEY ("department_id") REFERENCES "department" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_assignment"("id", "job_request_id", "application_id", "source", "person_id", "worker_name", "agency_id", "organisation_id", "department_id", "title", "position_code", "field_code", "state", "rates", "rates_shared", "equal_pay_notice", "shifts_version", "first_shift_at", "last_shift_end_at", "confirmed_at", "cancelled_at", "cancel_reason", "cancel_notice_hours", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "application_id", "source", "person_id", "worker_name", "agency_id", "organisation_id", "department_id", "title", "position_code", "field_code", "state", "rates", "rates_shared", "equal_pay_notice", "shifts_version", "first_shift_at", "last_shift_end_at", "confirmed_at", "cancelled_at", "cancel_reason", "cancel_notice_hours", "created_at", "updated_at", "version" FROM "assignment"`,
    );
    await queryRunner.query(`DROP TABLE "assignment"`);
    await queryRunner.query(`ALTER TABLE "temporary_assignment" RENAME TO "assignment"`);
    await queryRunner.query(`CREATE INDEX "ix_assignment_job_request" ON "assignment" ("job_request_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_application" ON "assignment" ("application_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_department_first" ON "assignment" ("department_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_person_organisation" ON "assignment" ("person_id", "organisation_id", "first_shift_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_agency_first" ON "assignment" ("agency_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_organisation_first" ON "assignment" ("organisation_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_assignment_contract_number"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_contract_assignment"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_assignment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "kind" varchar(12) NOT NULL, "number" varchar(40) NOT NULL, "storage_key" varchar(255) NOT NULL, "sha256" varchar(64) NOT NULL, "byte_size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_c9ee52b25268def234c42806837" FOREIGN KEY ("assignment_id") REFERENCES "assignment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_assignment_contract"("id", "assignment_id", "kind", "number", "storage_key", "sha256", "byte_size", "created_at") SELECT "id", "assignment_id", "kind", "number", "storage_key", "sha256", "byte_size", "created_at" FROM "assignment_contract"`,
    );
    await queryRunner.query(`DROP TABLE "assignment_contract"`);
    await queryRunner.query(`ALTER TABLE "temporary_assignment_contract" RENAME TO "assignment_contract"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_contract_number" ON "assignment_contract" ("number") `);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_contract_assignment" ON "assignment_contract" ("assignment_id", "kind", "id") `,
    );
    await queryRunner.query(`DROP INDEX "uq_assignment_acceptance_side"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_assignment_acceptance" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "contract_id" integer NOT NULL, "side" varchar(10) NOT NULL, "person_id" integer, "accepted_by" varchar(320) NOT NULL, "accepted_at" datetime NOT NULL, "ip_address" varchar(45) NOT NULL, "sha256" varchar(64) NOT NULL, CONSTRAINT "FK_dac2a5a975ee292f56a512165e1" FOREIGN KEY ("assignment_id") REFERENCES "assignment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_e8e3a421615fd9ca83dc79521cb" FOREIGN KEY ("contract_id") REFERENCES "assignment_contract" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_737a818b402165da67799780ea8" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_assignment_acceptance"("id", "assignment_id", "contract_id", "side", "person_id", "accepted_by", "accepted_at", "ip_address", "sha256") SELECT "id", "assignment_id", "contract_id", "side", "person_id", "accepted_by", "accepted_at", "ip_address", "sha256" FROM "assignment_acceptance"`,
    );
    await queryRunner.query(`DROP TABLE "assignment_acceptance"`);
    await queryRunner.query(`ALTER TABLE "temporary_assignment_acceptance" RENAME TO "assignment_acceptance"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_assignment_acceptance_side" ON "assignment_acceptance" ("assignment_id", "side") `,
    );
    await queryRunner.query(`DROP INDEX "ix_assignment_shift_version"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_assignment_shift" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "shifts_version" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL, CONSTRAINT "FK_0cae7d5c6306fd22a4a2ca814a9" FOREIGN KEY ("assignment_id") REFERENCES "assignment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_assignment_shift"("id", "assignment_id", "shifts_version", "start_at", "end_at", "activities") SELECT "id", "assignment_id", "shifts_version", "start_at", "end_at", "activities" FROM "assignment_shift"`,
    );
    await queryRunner.query(`DROP TABLE "assignment_shift"`);
    await queryRunner.query(`ALTER TABLE "temporary_assignment_shift" RENAME TO "assignment_shift"`);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_shift_version" ON "assignment_shift" ("assignment_id", "shifts_version", "start_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_assignment_shift_version"`);
    await queryRunner.query(`ALTER TABLE "assignment_shift" RENAME TO "temporary_assignment_shift"`);
    await queryRunner.query(
      `CREATE TABLE "assignment_shift" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "shifts_version" integer NOT NULL, "start_at" datetime NOT NULL, "end_at" datetime NOT NULL, "activities" text NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "assignment_shift"("id", "assignment_id", "shifts_version", "start_at", "end_at", "activities") SELECT "id", "assignment_id", "shifts_version", "start_at", "end_at", "activities" FROM "temporary_assignment_shift"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_assignment_shift"`);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_shift_version" ON "assignment_shift" ("assignment_id", "shifts_version", "start_at") `,
    );
    await queryRunner.query(`DROP INDEX "uq_assignment_acceptance_side"`);
    await queryRunner.query(`ALTER TABLE "assignment_acceptance" RENAME TO "temporary_assignment_acceptance"`);
    await queryRunner.query(
      `CREATE TABLE "assignment_acceptance" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "contract_id" integer NOT NULL, "side" varchar(10) NOT NULL, "person_id" integer, "accepted_by" varchar(320) NOT NULL, "accepted_at" datetime NOT NULL, "ip_address" varchar(45) NOT NULL, "sha256" varchar(64) NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "assignment_acceptance"("id", "assignment_id", "contract_id", "side", "person_id", "accepted_by", "accepted_at", "ip_address", "sha256") SELECT "id", "assignment_id", "contract_id", "side", "person_id", "accepted_by", "accepted_at", "ip_address", "sha256" FROM "temporary_assignment_acceptance"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_assignment_acceptance"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_assignment_acceptance_side" ON "assignment_acceptance" ("assignment_id", "side") `,
    );
    await queryRunner.query(`DROP INDEX "ix_assignment_contract_assignment"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_contract_number"`);
    await queryRunner.query(`ALTER TABLE "assignment_contract" RENAME TO "temporary_assignment_contract"`);
    await queryRunner.query(
      `CREATE TABLE "assignment_contract" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "kind" varchar(12) NOT NULL, "number" varchar(40) NOT NULL, "storage_key" varchar(255) NOT NULL, "sha256" varchar(64) NOT NULL, "byte_size" integer NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "assignment_contract"("id", "assignment_id", "kind", "number", "storage_key", "sha256", "byte_size", "created_at") SELECT "id", "assignment_id", "kind", "number", "storage_key", "sha256", "byte_size", "created_at" FROM "temporary_assignment_contract"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_assignment_contract"`);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_contract_assignment" ON "assignment_contract" ("assignment_id", "kind", "id") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_contract_number" ON "assignment_contract" ("number") `);
    await queryRunner.query(`DROP INDEX "ix_assignment_organisation_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_agency_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_person_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_department_first"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_application"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_job_request"`);
    await queryRunner.query(`ALTER TABLE "assignment" RENAME TO "temporary_assignment"`);
    await queryRunner.query(
      `CREATE TABLE "assignment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "job_request_id" integer, "application_id" integer, "source" varchar(10) NOT NULL, "person_id" integer, "worker_name" varchar(200) NOT NULL, "agency_id" integer, "organisation_id" integer NOT NULL, "department_id" integer, "title" varchar(200) NOT NULL, "position_code" varchar(64), "field_code" varchar(64), "state" varchar(16) NOT NULL, "rates" text NOT NULL, "rates_shared" boolean NOT NULL DEFAULT (0), "equal_pay_notice" boolean NOT NULL DEFAULT (0), "shifts_version" integer NOT NULL DEFAULT (1), "first_shift_at" datetime NOT NULL, "last_shift_end_at" datetime NOT NULL, "confirmed_at" datetime, "cancelled_at" datetime, "cancel_reason" text, "cancel_notice_hours" integer, "created_at" datetime NOT NULL DEFAULT (datetime('now')), "updated_at" datetime NOT NULL DEFAULT (datetime('now')), "version" integer NOT NULL)`,
    );
    await queryRunner.query(
      `INSERT INTO "assignment"("id", "job_request_id", "application_id", "source", "person_id", "worker_name", "agency_id", "organisation_id", "department_id", "title", "position_code", "field_code", "state", "rates", "rates_shared", "equal_pay_notice", "shifts_version", "first_shift_at", "last_shift_end_at", "confirmed_at", "cancelled_at", "cancel_reason", "cancel_notice_hours", "created_at", "updated_at", "version") SELECT "id", "job_request_id", "application_id", "source", "person_id", "worker_name", "agency_id", "organisation_id", "department_id", "title", "position_code", "field_code", "state", "rates", "rates_shared", "equal_pay_notice", "shifts_version", "first_shift_at", "last_shift_end_at", "confirmed_at", "cancelled_at", "cancel_reason", "cancel_notice_hours", "created_at", "updated_at", "version" FROM "temporary_assignment"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_assignment"`);
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_organisation_first" ON "assignment" ("organisation_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_agency_first" ON "assignment" ("agency_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_person_organisation" ON "assignment" ("person_id", "organisation_id", "first_shift_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_assignment_department_first" ON "assignment" ("department_id", "first_shift_at", "id") `,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_assignment_application" ON "assignment" ("application_id") `);
    await queryRunner.query(`CREATE INDEX "ix_assignment_job_request" ON "assignment" ("job_request_id") `);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "cancellation_terms"`);
    await queryRunner.query(`ALTER TABLE "organisation" DROP COLUMN "working_conditions"`);
    await queryRunner.query(`ALTER TABLE "agency" DROP COLUMN "permit_issued_on"`);
    await queryRunner.query(`ALTER TABLE "agency" DROP COLUMN "permit_authority"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_shift_version"`);
    await queryRunner.query(`DROP TABLE "assignment_shift"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_acceptance_side"`);
    await queryRunner.query(`DROP TABLE "assignment_acceptance"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_contract_assignment"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_contract_number"`);
    await queryRunner.query(`DROP TABLE "assignment_contract"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_organisation_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_agency_first"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_person_organisation"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_department_first"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_application"`);
    await queryRunner.query(`DROP INDEX "ix_assignment_job_request"`);
    await queryRunner.query(`DROP TABLE "assignment"`);
  }
}
