import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailOutbox1795414345355 implements MigrationInterface {
  name = 'MailOutbox1795414345355';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`mail_outbox\` (\`id\` int NOT NULL AUTO_INCREMENT, \`recipient\` varchar(320) NOT NULL, \`reply_to\` varchar(320) NULL, \`subject\` varchar(500) NOT NULL, \`text\` text NOT NULL, \`html\` text NOT NULL, \`status\` varchar(10) NOT NULL DEFAULT 'pending', \`attempts\` int NOT NULL DEFAULT '0', \`next_attempt_at\` datetime NOT NULL, \`claimed_by\` varchar(64) NULL, \`claimed_until\` datetime NULL, \`sent_at\` datetime NULL, \`last_error\` varchar(1000) NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_mail_outbox_due\` (\`status\`, \`next_attempt_at\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_mail_outbox_due\` ON \`mail_outbox\``);
    await queryRunner.query(`DROP TABLE \`mail_outbox\``);
  }
}
