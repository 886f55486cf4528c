import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobDateCalendar1795426153875 implements MigrationInterface {
  name = 'JobDateCalendar1795426153875';

  /** Copies each request's organisation and department onto its dates (existing rows from their request). */
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_date\` ADD \`organisation_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`job_date\` ADD \`department_id\` int NULL`);
    await queryRunner.query(
      `UPDATE \`job_date\` INNER JOIN \`job_request\` ON \`job_request\`.\`id\` = \`job_date\`.\`job_request_id\` SET \`job_date\`.\`organisation_id\` = \`job_request\`.\`organisation_id\`, \`job_date\`.\`department_id\` = \`job_request\`.\`department_id\``,
    );
    await queryRunner.query(`ALTER TABLE \`job_date\` MODIFY \`organisation_id\` int NOT NULL`);
    await queryRunner.query(
      `CREATE INDEX \`ix_job_date_calendar_department\` ON \`job_date\` (\`department_id\`, \`end_at\`, \`start_at\`)`,
    );
    await queryRunner.query(
      `CREATE INDEX \`ix_job_date_calendar\` ON \`job_date\` (\`organisation_id\`, \`end_at\`, \`start_at\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_date\` ADD CONSTRAINT \`FK_009d5bfb215bbd10adbaada0ea0\` FOREIGN KEY (\`department_id\`) REFERENCES \`department\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_date\` DROP FOREIGN KEY \`FK_009d5bfb215bbd10adbaada0ea0\``);
    await queryRunner.query(`DROP INDEX \`ix_job_date_calendar\` ON \`job_date\``);
    await queryRunner.query(`DROP INDEX \`ix_job_date_calendar_department\` ON \`job_date\``);
    await queryRunner.query(`ALTER TABLE \`job_date\` DROP COLUMN \`department_id\``);
    await queryRunner.query(`ALTER TABLE \`job_date\` DROP COLUMN \`organisation_id\``);
  }
}
