import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobListIndexes1795480000000 implements MigrationInterface {
  name = 'JobListIndexes1795480000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_job_salary_job_request" ON "job_salary" ("job_request_id") `);
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar_start" ON "job_date" ("organisation_id", "start_at", "id", "end_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_calendar_department_start" ON "job_date" ("department_id", "start_at", "id", "end_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar_department_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_date_calendar_start"`);
    await queryRunner.query(`DROP INDEX "ix_job_salary_job_request"`);
  }
}
