import { MigrationInterface, QueryRunner } from 'typeorm';

export class AdminJobIndexes1795458392204 implements MigrationInterface {
  name = 'AdminJobIndexes1795458392204';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "ix_job_request_state_id" ON "job_request" ("state", "id") `);
    await queryRunner.query(`CREATE INDEX "ix_job_request_created" ON "job_request" ("created_at", "id") `);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "ix_job_request_created"`);
    await queryRunner.query(`DROP INDEX "ix_job_request_state_id"`);
  }
}
