import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795281353551 implements MigrationInterface {
  name = 'AuditLog1795281353551';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_id" integer, "resource" varchar(40) NOT NULL, "record_id" integer NOT NULL, "action" varchar(10) NOT NULL, "field" varchar(100), "old_value" text, "new_value" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_record" ON "audit_entry" ("resource", "record_id") `);
    await queryRunner.query(`DROP INDEX "ix_audit_entry_record"`);
    await queryRunner.query(
      `CREATE TABLE "temporary_audit_entry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_id" integer, "resource" varchar(40) NOT NULL, "record_id" integer NOT NULL, "action" varchar(10) NOT NULL, "field" varchar(100), "old_value" text, "new_value" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')), CONSTRAINT "FK_97535621724623160ea04275668" FOREIGN KEY ("actor_id") REFERENCES "person" ("id") ON DELETE SET NULL ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `INSERT INTO "temporary_audit_entry"("id", "actor_id", "resource", "record_id", "action", "field", "old_value", "new_value", "created_at") SELECT "id", "actor_id", "resource", "record_id", "action", "field", "old_value", "new_value", "created_at" FROM "audit_entry"`,
    );
    await queryRunner.query(`DROP TABLE "audit_entry"`);
    await queryRunner.query(`ALTER TABLE "temporary_audit_entry" RENAME TO "audit_entry"`);
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_record" ON "audit_entry" ("resource", "record_id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_audit_entry_record"`);
    await queryRunner.query(`ALTER TABLE "audit_entry" RENAME TO "temporary_audit_entry"`);
    await queryRunner.query(
      `CREATE TABLE "audit_entry" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "actor_id" integer, "resource" varchar(40) NOT NULL, "record_id" integer NOT NULL, "action" varchar(10) NOT NULL, "field" varchar(100), "old_value" text, "new_value" text, "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(
      `INSERT INTO "audit_entry"("id", "actor_id", "resource", "record_id", "action", "field", "old_value", "new_value", "created_at") SELECT "id", "actor_id", "resource", "record_id", "action", "field", "old_value", "new_value", "created_at" FROM "temporary_audit_entry"`,
    );
    await queryRunner.query(`DROP TABLE "temporary_audit_entry"`);
    await queryRunner.query(`CREATE INDEX "ix_audit_entry_record" ON "audit_entry" ("resource", "record_id") `);
    await queryRunner.query(`DROP INDEX "ix_audit_entry_record"`);
    await queryRunner.query(`DROP TABLE "audit_entry"`);
  }
}
