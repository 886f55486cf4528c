import { MigrationInterface, QueryRunner } from 'typeorm';

export class CandidateInvitations1795774857100 implements MigrationInterface {
  name = 'CandidateInvitations1795774857100';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "candidate_invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_key" varchar(64) NOT NULL, "first_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "person_id" integer, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "code_hash" varchar(64), "expires_at" datetime NOT NULL, "answered_at" datetime, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_email_key" ON "candidate_invitation" ("email_key") `);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_person" ON "candidate_invitation" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_code_hash" ON "candidate_invitation" ("code_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_agency_email" ON "candidate_invitation" ("agency_id", "email_key") `);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_email_key"`);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_person"`);
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_code_hash"`);
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_agency_email"`);
    await queryRunner.query(`CREATE TABLE "temporary_candidate_invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_key" varchar(64) NOT NULL, "first_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "person_id" integer, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "code_hash" varchar(64), "expires_at" datetime NOT NULL, "answered_at" datetime, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_451d6068feadf9c184f9d3fdfb3" FOREIGN KEY ("agency_id") REFERENCES "agency" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_d4fba17f93d2a4d2b8e490bbf4e" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_b30ca769918b5e27ee50cf62028" FOREIGN KEY ("invited_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_candidate_invitation"("id", "agency_id", "email", "email_key", "first_name", "last_name", "status", "person_id", "invited_by_id", "language", "code_hash", "expires_at", "answered_at", "invited_at", "created_at") SELECT "id", "agency_id", "email", "email_key", "first_name", "last_name", "status", "person_id", "invited_by_id", "language", "code_hash", "expires_at", "answered_at", "invited_at", "created_at" FROM "candidate_invitation"`);
    await queryRunner.query(`DROP TABLE "candidate_invitation"`);
    await queryRunner.query(`ALTER TABLE "temporary_candidate_invitation" RENAME TO "candidate_invitation"`);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_email_key" ON "candidate_invitation" ("email_key") `);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_person" ON "candidate_invitation" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_code_hash" ON "candidate_invitation" ("code_hash") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_agency_email" ON "candidate_invitation" ("agency_id", "email_key") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_agency_email"`);
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_code_hash"`);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_person"`);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_email_key"`);
    await queryRunner.query(`ALTER TABLE "candidate_invitation" RENAME TO "temporary_candidate_invitation"`);
    await queryRunner.query(`CREATE TABLE "candidate_invitation" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "agency_id" integer NOT NULL, "email" varchar(254) NOT NULL, "email_key" varchar(64) NOT NULL, "first_name" varchar(100) NOT NULL DEFAULT (''), "last_name" varchar(100) NOT NULL DEFAULT (''), "status" varchar(16) NOT NULL DEFAULT ('PENDING'), "person_id" integer, "invited_by_id" integer, "language" varchar(2) NOT NULL DEFAULT ('de'), "code_hash" varchar(64), "expires_at" datetime NOT NULL, "answered_at" datetime, "invited_at" datetime NOT NULL, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "candidate_invitation"("id", "agency_id", "email", "email_key", "first_name", "last_name", "status", "person_id", "invited_by_id", "language", "code_hash", "expires_at", "answered_at", "invited_at", "created_at") SELECT "id", "agency_id", "email", "email_key", "first_name", "last_name", "status", "person_id", "invited_by_id", "language", "code_hash", "expires_at", "answered_at", "invited_at", "created_at" FROM "temporary_candidate_invitation"`);
    await queryRunner.query(`DROP TABLE "temporary_candidate_invitation"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_agency_email" ON "candidate_invitation" ("agency_id", "email_key") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_candidate_invitation_code_hash" ON "candidate_invitation" ("code_hash") `);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_person" ON "candidate_invitation" ("person_id") `);
    await queryRunner.query(`CREATE INDEX "ix_candidate_invitation_email_key" ON "candidate_invitation" ("email_key") `);
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_agency_email"`);
    await queryRunner.query(`DROP INDEX "uq_candidate_invitation_code_hash"`);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_person"`);
    await queryRunner.query(`DROP INDEX "ix_candidate_invitation_email_key"`);
    await queryRunner.query(`DROP TABLE "candidate_invitation"`);
  }
}
