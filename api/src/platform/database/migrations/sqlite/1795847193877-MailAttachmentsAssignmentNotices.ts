import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailAttachmentsAssignmentNotices1795847193877 implements MigrationInterface {
  name = 'MailAttachmentsAssignmentNotices1795847193877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "assignment_notice" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "assignment_id" integer NOT NULL, "kind" varchar(32) NOT NULL, "sent_at" datetime NOT NULL, CONSTRAINT "FK_7470d4d2122ef889c22f90b9561" FOREIGN KEY ("assignment_id") REFERENCES "assignment" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_assignment_notice" ON "assignment_notice" ("assignment_id", "kind") `,
    );
    await queryRunner.query(
      `CREATE TABLE "mail_attachment" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "mail_id" integer NOT NULL, "attachment_index" integer NOT NULL, "part" integer NOT NULL, "filename" varchar(255) NOT NULL, "content_type" varchar(200) NOT NULL, "content" blob NOT NULL, CONSTRAINT "FK_136fb27dd5a4ad3b102a3cd3b33" FOREIGN KEY ("mail_id") REFERENCES "mail_outbox" ("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_mail_attachment_part" ON "mail_attachment" ("mail_id", "attachment_index", "part") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_mail_attachment_part"`);
    await queryRunner.query(`DROP TABLE "mail_attachment"`);
    await queryRunner.query(`DROP INDEX "uq_assignment_notice"`);
    await queryRunner.query(`DROP TABLE "assignment_notice"`);
  }
}
