import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795414345355 implements MigrationInterface {
  name = 'MailOutbox1795414345355';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "mail_outbox" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "recipient" varchar(320) NOT NULL, "reply_to" varchar(320), "subject" varchar(500) NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "status" varchar(10) NOT NULL DEFAULT ('pending'), "attempts" integer NOT NULL DEFAULT (0), "next_attempt_at" datetime NOT NULL, "claimed_by" varchar(64), "claimed_until" datetime, "sent_at" datetime, "last_error" varchar(1000), "created_at" datetime NOT NULL DEFAULT (datetime('now')))`,
    );
    await queryRunner.query(`CREATE INDEX "ix_mail_outbox_due" ON "mail_outbox" ("status", "next_attempt_at") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_mail_outbox_due"`);
    await queryRunner.query(`DROP TABLE "mail_outbox"`);
  }
}
