import { MigrationInterface, QueryRunner } from 'typeorm';

export class ErasureRequests1795774873878 implements MigrationInterface {
  name = 'ErasureRequests1795774873878';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "erasure_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "pending_person_id" integer, "state" varchar(16) NOT NULL DEFAULT ('pending'), "message" varchar(1000), "decision_reason" varchar(1000), "decided_by_id" integer, "decided_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`CREATE INDEX "ix_erasure_request_person" ON "erasure_request" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_erasure_request_pending" ON "erasure_request" ("pending_person_id") `);
    await queryRunner.query(`DROP INDEX "ix_erasure_request_person"`);
    await queryRunner.query(`DROP INDEX "uq_erasure_request_pending"`);
    await queryRunner.query(`CREATE TABLE "temporary_erasure_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "pending_person_id" integer, "state" varchar(16) NOT NULL DEFAULT ('pending'), "message" varchar(1000), "decision_reason" varchar(1000), "decided_by_id" integer, "decided_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_04345b4ec6721aad6892c95d232" FOREIGN KEY ("person_id") REFERENCES "person" ("id") ON DELETE CASCADE ON UPDATE NO ACTION, CONSTRAINT "FK_9d3d194b4f594ca0b340ac7a32f" FOREIGN KEY ("decided_by_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`);
    await queryRunner.query(`INSERT INTO "temporary_erasure_request"("id", "person_id", "pending_person_id", "state", "message", "decision_reason", "decided_by_id", "decided_at", "created_at") SELECT "id", "person_id", "pending_person_id", "state", "message", "decision_reason", "decided_by_id", "decided_at", "created_at" FROM "erasure_request"`);
    await queryRunner.query(`DROP TABLE "erasure_request"`);
    await queryRunner.query(`ALTER TABLE "temporary_erasure_request" RENAME TO "erasure_request"`);
    await queryRunner.query(`CREATE INDEX "ix_erasure_request_person" ON "erasure_request" ("person_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_erasure_request_pending" ON "erasure_request" ("pending_person_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_erasure_request_pending"`);
    await queryRunner.query(`DROP INDEX "ix_erasure_request_person"`);
    await queryRunner.query(`ALTER TABLE "erasure_request" RENAME TO "temporary_erasure_request"`);
    await queryRunner.query(`CREATE TABLE "erasure_request" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "person_id" integer NOT NULL, "pending_person_id" integer, "state" varchar(16) NOT NULL DEFAULT ('pending'), "message" varchar(1000), "decision_reason" varchar(1000), "decided_by_id" integer, "decided_at" datetime, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`);
    await queryRunner.query(`INSERT INTO "erasure_request"("id", "person_id", "pending_person_id", "state", "message", "decision_reason", "decided_by_id", "decided_at", "created_at") SELECT "id", "person_id", "pending_person_id", "state", "message", "decision_reason", "decided_by_id", "decided_at", "created_at" FROM "temporary_erasure_request"`);
    await queryRunner.query(`DROP TABLE "temporary_erasure_request"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_erasure_request_pending" ON "erasure_request" ("pending_person_id") `);
    await queryRunner.query(`CREATE INDEX "ix_erasure_request_person" ON "erasure_request" ("person_id") `);
    await queryRunner.query(`DROP INDEX "uq_erasure_request_pending"`);
    await queryRunner.query(`DROP INDEX "ix_erasure_request_person"`);
    await queryRunner.query(`DROP TABLE "erasure_request"`);
  }
}
