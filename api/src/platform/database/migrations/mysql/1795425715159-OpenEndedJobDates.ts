import { MigrationInterface, QueryRunner } from 'typeorm';

export class OpenEndedJobDates1795425715159 implements MigrationInterface {
  name = 'OpenEndedJobDates1795425715159';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_date\` CHANGE \`end_at\` \`end_at\` datetime NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // Before this migration an open end was sent as end = start; restore that so NOT NULL holds.
    await queryRunner.query(`UPDATE \`job_date\` SET \`end_at\` = \`start_at\` WHERE \`end_at\` IS NULL`);
    await queryRunner.query(`ALTER TABLE \`job_date\` CHANGE \`end_at\` \`end_at\` datetime NOT NULL`);
  }
}
