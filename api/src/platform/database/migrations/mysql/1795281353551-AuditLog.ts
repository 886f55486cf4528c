import { MigrationInterface, QueryRunner } from 'typeorm';

export class AuditLog1795281353551 implements MigrationInterface {
  name = 'AuditLog1795281353551';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`audit_entry\` (\`id\` int NOT NULL AUTO_INCREMENT, \`actor_id\` int NULL, \`resource\` varchar(40) NOT NULL, \`record_id\` int NOT NULL, \`action\` varchar(10) NOT NULL, \`field\` varchar(100) NULL, \`old_value\` text NULL, \`new_value\` text NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_audit_entry_record\` (\`resource\`, \`record_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`audit_entry\` ADD CONSTRAINT \`FK_97535621724623160ea04275668\` FOREIGN KEY (\`actor_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`audit_entry\` DROP FOREIGN KEY \`FK_97535621724623160ea04275668\``);
    await queryRunner.query(`DROP INDEX \`ix_audit_entry_record\` ON \`audit_entry\``);
    await queryRunner.query(`DROP TABLE \`audit_entry\``);
  }
}
