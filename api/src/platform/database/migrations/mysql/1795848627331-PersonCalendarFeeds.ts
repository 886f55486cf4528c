import { MigrationInterface, QueryRunner } from 'typeorm';

export class PersonCalendarFeeds1795848627331 implements MigrationInterface {
  name = 'PersonCalendarFeeds1795848627331';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE \`person_calendar_feed\` (\`id\` int NOT NULL AUTO_INCREMENT, \`person_id\` int NOT NULL, \`token_hash\` varchar(64) NOT NULL, \`created_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), \`updated_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX \`uq_person_calendar_feed_person\` (\`person_id\`), UNIQUE INDEX \`uq_person_calendar_feed_token_hash\` (\`token_hash\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`);
    await queryRunner.query(`ALTER TABLE \`person_calendar_feed\` ADD CONSTRAINT \`FK_b35c530b6e8dfaa8fc413dbe65a\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`person_calendar_feed\` DROP FOREIGN KEY \`FK_b35c530b6e8dfaa8fc413dbe65a\``);
    await queryRunner.query(`DROP INDEX \`uq_person_calendar_feed_token_hash\` ON \`person_calendar_feed\``);
    await queryRunner.query(`DROP INDEX \`uq_person_calendar_feed_person\` ON \`person_calendar_feed\``);
    await queryRunner.query(`DROP TABLE \`person_calendar_feed\``);
  }
}
