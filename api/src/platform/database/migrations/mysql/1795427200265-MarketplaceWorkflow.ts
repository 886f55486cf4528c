import { MigrationInterface, QueryRunner } from 'typeorm';

export class MarketplaceWorkflow1795427200265 implements MigrationInterface {
  name = 'MarketplaceWorkflow1795427200265';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE \`job_pool_answer\` (\`id\` int NOT NULL AUTO_INCREMENT, \`job_request_id\` int NOT NULL, \`person_id\` int NOT NULL, \`answer\` varchar(10) NOT NULL, \`answered_at\` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX \`ix_job_pool_answer_person\` (\`person_id\`), UNIQUE INDEX \`ux_job_pool_answer\` (\`job_request_id\`, \`person_id\`), PRIMARY KEY (\`id\`)) ENGINE=InnoDB`,
    );
    await queryRunner.query(`ALTER TABLE \`organisation\` ADD \`default_time_limit_hours\` int NOT NULL DEFAULT '0'`);
    await queryRunner.query(`ALTER TABLE \`job_request\` ADD \`release_due_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`job_request\` ADD \`released_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`job_request\` ADD \`filled_by_id\` int NULL`);
    await queryRunner.query(`ALTER TABLE \`job_request\` ADD \`filled_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`application\` ADD \`decided_at\` datetime NULL`);
    await queryRunner.query(`ALTER TABLE \`application\` ADD \`withdrawn_at\` datetime NULL`);
    await queryRunner.query(
      `CREATE INDEX \`ix_job_request_release\` ON \`job_request\` (\`state\`, \`release_due_at\`)`,
    );
    // One application per candidate and request: older duplicates (bulk seed) keep their row without the candidate link.
    await queryRunner.query(
      `UPDATE \`application\` SET \`candidate_id\` = NULL WHERE \`candidate_id\` IS NOT NULL AND \`id\` NOT IN (SELECT \`keep_id\` FROM (SELECT MIN(\`id\`) AS \`keep_id\` FROM \`application\` WHERE \`candidate_id\` IS NOT NULL GROUP BY \`job_request_id\`, \`candidate_id\`) \`kept\`)`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX \`ux_application_job_candidate\` ON \`application\` (\`job_request_id\`, \`candidate_id\`)`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_request\` ADD CONSTRAINT \`FK_1b1395be549d2d270c8af5dcb3c\` FOREIGN KEY (\`filled_by_id\`) REFERENCES \`person\`(\`id\`) ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_pool_answer\` ADD CONSTRAINT \`FK_176c72049aaa6697ad978ee0b62\` FOREIGN KEY (\`job_request_id\`) REFERENCES \`job_request\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE \`job_pool_answer\` ADD CONSTRAINT \`FK_6afc97e8e1fe951a906e1da1b87\` FOREIGN KEY (\`person_id\`) REFERENCES \`person\`(\`id\`) ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    // Requests already with agencies count as released when they were created.
    await queryRunner.query(
      `UPDATE \`job_request\` SET \`released_at\` = \`created_at\` WHERE \`state\` IN ('external_adv', 'external_fill') AND \`released_at\` IS NULL`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE \`job_pool_answer\` DROP FOREIGN KEY \`FK_6afc97e8e1fe951a906e1da1b87\``);
    await queryRunner.query(`ALTER TABLE \`job_pool_answer\` DROP FOREIGN KEY \`FK_176c72049aaa6697ad978ee0b62\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP FOREIGN KEY \`FK_1b1395be549d2d270c8af5dcb3c\``);
    await queryRunner.query(`DROP INDEX \`ux_application_job_candidate\` ON \`application\``);
    await queryRunner.query(`DROP INDEX \`ix_job_request_release\` ON \`job_request\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP COLUMN \`withdrawn_at\``);
    await queryRunner.query(`ALTER TABLE \`application\` DROP COLUMN \`decided_at\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP COLUMN \`filled_at\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP COLUMN \`filled_by_id\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP COLUMN \`released_at\``);
    await queryRunner.query(`ALTER TABLE \`job_request\` DROP COLUMN \`release_due_at\``);
    await queryRunner.query(`ALTER TABLE \`organisation\` DROP COLUMN \`default_time_limit_hours\``);
    await queryRunner.query(`DROP INDEX \`ux_job_pool_answer\` ON \`job_pool_answer\``);
    await queryRunner.query(`DROP INDEX \`ix_job_pool_answer_person\` ON \`job_pool_answer\``);
    await queryRunner.query(`DROP TABLE \`job_pool_answer\``);
  }
}
