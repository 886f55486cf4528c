import { MigrationInterface, QueryRunner } from 'typeorm';

export class CalendarFeeds1795417902350 implements MigrationInterface {
  name = 'CalendarFeeds1795417902350';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`calendar_feed\` (\`id\` int NOT NULL AUTO_INCREMENT, \`scope\` varchar(16) NOT NULL, \`scope_key\` varchar(40) NOT NULL, \`organisation_id\` int NOT NULL, \`department_id\` int NULL, \`token_hash\` varchar(64) NOT NULL, \`created_by_id\` int NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_calendar_feed_scope_key\` (\`scope_key\`), INDEX \`ix_calendar_feed_organisation\` (\`organisation_id\`), INDEX \`ix_calendar_feed_department\` (\`department_id\`), UNIQUE INDEX \`uq_calendar_feed_token_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(
      `ALTER TABLE \`calendar_feed\` ADD CONSTRAINT \`FK_801d4d7a71b4c5fbdca18c8fd28\` FOREIGN KEY (\`organisation_id\`) REFERENCES \`organisation\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`calendar_feed\` ADD CONSTRAINT \`FK_a8c094f8d5102c01faa68b37fda\` FOREIGN KEY (\`department_id\`) REFERENCES \`department\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`calendar_feed\` ADD CONSTRAINT \`FK_8baebd7635b6762848a3ecc1eaa\` FOREIGN KEY (\`created_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`calendar_feed\` DROP FOREIGN KEY \`FK_8baebd7635b6762848a3ecc1eaa\``);
    await queryRunner.query(`ALTER TABLE \`calendar_feed\` DROP FOREIGN KEY \`FK_a8c094f8d5102c01faa68b37fda\``);
    await queryRunner.query(`ALTER TABLE \`calendar_feed\` DROP FOREIGN KEY \`FK_801d4d7a71b4c5fbdca18c8fd28\``);
    await queryRunner.query(`DROP INDEX \`uq_calendar_feed_token_hash\` ON \`calendar_feed\``);
    await queryRunner.query(`DROP INDEX \`ix_calendar_feed_department\` ON \`calendar_feed\``);
    await queryRunner.query(`DROP INDEX \`ix_calendar_feed_organisation\` ON \`calendar_feed\``);
    await queryRunner.query(`DROP INDEX \`uq_calendar_feed_scope_key\` ON \`calendar_feed\``);
    await queryRunner.query(`DROP TABLE \`calendar_feed\``);
  }
}
