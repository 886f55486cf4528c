import { MigrationInterface, QueryRunner } from 'typeorm';

export class JobFindIndex1795443692898 implements MigrationInterface {
  name = 'JobFindIndex1795443692898';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_job_request_state\` ON \`job_request\``);
    await queryRunner.query(
      `CREATE INDEX \`ix_job_request_released\` ON \`job_request\` (\`state\`, \`released_at\`, \`id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX \`ix_job_request_released\` ON \`job_request\``);
    await queryRunner.query(`CREATE INDEX \`ix_job_request_state\` ON \`job_request\` (\`state\`)`);
  }
}
