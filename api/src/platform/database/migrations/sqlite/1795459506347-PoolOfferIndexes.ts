import { MigrationInterface, QueryRunner } from 'typeorm';

export class PoolOfferIndexes1795459506347 implements MigrationInterface {
  name = 'PoolOfferIndexes1795459506347';

  // The covering index is made before the old one goes: MySQL's foreign key on job_request_id
  // always needs an index that starts with it.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "ix_job_date_job_request_span" ON "job_date" ("job_request_id", "start_at", "end_at") `,
    );
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request"`);
    await queryRunner.query(
      `CREATE INDEX "ix_job_request_department_state" ON "job_request" ("department_id", "state", "filled_by_id") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_request_department_state"`);
    await queryRunner.query(`CREATE INDEX "ix_job_date_job_request" ON "job_date" ("job_request_id") `);
    await queryRunner.query(`DROP INDEX "ix_job_date_job_request_span"`);
  }
}
