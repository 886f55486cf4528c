import { MigrationInterface, QueryRunner } from 'typeorm';

export class MailAttachmentsAssignmentNotices1795847193877 implements MigrationInterface {
  name = 'MailAttachmentsAssignmentNotices1795847193877';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`assignment_notice\` (\`id\` int NOT NULL AUTO_INCREMENT, \`assignment_id\` int NOT NULL, \`kind\` varchar(32) NOT NULL, \`sent_at\` datetime NOT NULL, UNIQUE INDEX \`uq_assignment_notice\` (\`assignment_id\`, \`kind\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `CREATE TABLE \`mail_attachment\` (\`id\` int NOT NULL AUTO_INCREMENT, \`mail_id\` int NOT NULL, \`attachment_index\` int NOT NULL, \`part\` int NOT NULL, \`filename\` varchar(255) NOT NULL, \`content_type\` varchar(200) NOT NULL, \`content\` blob NOT NULL, UNIQUE INDEX \`uq_mail_attachment_part\` (\`mail_id\`, \`attachment_index\`, \`part\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`assignment_notice\` ADD CONSTRAINT \`FK_7470d4d2122ef889c22f90b9561\` FOREIGN KEY (\`assignment_id\`) REFERENCES \`assignment\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`mail_attachment\` ADD CONSTRAINT \`FK_136fb27dd5a4ad3b102a3cd3b33\` FOREIGN KEY (\`mail_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`mail_attachment\` DROP FOREIGN KEY \`FK_136fb27dd5a4ad3b102a3cd3b33\``);
    await queryRunner.query(`ALTER TABLE \`assignment_notice\` DROP FOREIGN KEY \`FK_7470d4d2122ef889c22f90b9561\``);
    await queryRunner.query(`DROP INDEX \`uq_mail_attachment_part\` ON \`mail_attachment\``);
    await queryRunner.query(`DROP TABLE \`mail_attachment\``);
    await queryRunner.query(`DROP INDEX \`uq_assignment_notice\` ON \`assignment_notice\``);
    await queryRunner.query(`DROP TABLE \`assignment_notice\``);
  }
}
