import { MigrationInterface, QueryRunner } from 'typeorm';

export class PoolOfferIndexes1795459506347 implements MigrationInterface {
  name = 'PoolOfferIndexes1795459506347';

  // The covering index is made before the old one goes: MySQL's foreign key on job_request_id
  // always needs an index that starts with it.
  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX \`ix_job_date_job_request_span\` ON \`job_date\` (\`job_request_id\`, \`start_at\`, \`end_at\`)`,
    );
    await queryRunner.query(`DROP INDEX \`ix_job_date_job_request\` ON \`job_date\``);
    await queryRunner.query(
      `CREATE INDEX \`ix_job_request_department_state\` ON \`job_request\` (\`department_id\`, \`state\`, \`filled_by_id\`)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    // The new index took the place of the foreign key's own index on department_id: give it back first.
    await queryRunner.query(`CREATE INDEX \`FK_fb1840e016b7d7882c9ff7c8e1b\` ON \`job_request\` (\`department_id\`)`);
    await queryRunner.query(`DROP INDEX \`ix_job_request_department_state\` ON \`job_request\``);
    await queryRunner.query(`CREATE INDEX \`ix_job_date_job_request\` ON \`job_date\` (\`job_request_id\`)`);
    await queryRunner.query(`DROP INDEX \`ix_job_date_job_request_span\` ON \`job_date\``);
  }
}
