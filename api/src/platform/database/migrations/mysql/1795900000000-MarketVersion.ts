import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The market's version (marketplace/applications/market-version.ts): one row whose number every
 * write that changes what the agencies' market shows raises in the same transaction, through
 * triggers on the requests, their dates and pay lines, and the organisations and departments
 * whose names and addresses the market carries. InnoDB runs no triggers for rows that a foreign
 * key's cascade deletes or changes, so the parents' deletes bump too (a request's dates go with
 * it; an organisation's requests with it).
 */
const TRIGGERS: [table: string, events: string[]][] = [
  ['job_request', ['INSERT', 'UPDATE', 'DELETE']],
  ['job_date', ['INSERT', 'UPDATE', 'DELETE']],
  ['job_salary', ['INSERT', 'UPDATE', 'DELETE']],
  ['organisation', ['UPDATE', 'DELETE']],
  ['department', ['UPDATE', 'DELETE']],
];

export class MarketVersion1795900000000 implements MigrationInterface {
  name = 'MarketVersion1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `market_version` (`id` int NOT NULL, `version` bigint NOT NULL, PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query('INSERT INTO `market_version` (`id`, `version`) VALUES (1, 1)');
    for (const [table, events] of TRIGGERS) {
      for (const event of events) {
        await queryRunner.query(
          `CREATE TRIGGER \`market_version_${table}_${event.toLowerCase()}\` AFTER ${event} ON \`${table}\` ` +
            'FOR EACH ROW UPDATE `market_version` SET `version` = `version` + 1 WHERE `id` = 1',
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, events] of TRIGGERS) {
      for (const event of events) {
        await queryRunner.query(`DROP TRIGGER IF EXISTS \`market_version_${table}_${event.toLowerCase()}\``);
      }
    }
    await queryRunner.query('DROP TABLE `market_version`');
  }
}
