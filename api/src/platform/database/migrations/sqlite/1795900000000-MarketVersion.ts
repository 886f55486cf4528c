import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The market's version (marketplace/applications/market-version.ts): one row whose number every
 * write that changes what the agencies' market shows raises in the same transaction, through
 * triggers on the requests, their dates and pay lines, and the organisations and departments
 * whose names and addresses the market carries. SQLite's way to alter columns (a new table
 * copied over) drops a table's triggers with it: such a migration must create them again (the
 * start checks them: a missing one turns the market's cache off with an error in the log).
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
    await queryRunner.query(`CREATE TABLE "market_version" ("id" integer PRIMARY KEY NOT NULL, "version" integer NOT NULL)`);
    await queryRunner.query(`INSERT INTO "market_version" ("id", "version") VALUES (1, 1)`);
    for (const [table, events] of TRIGGERS) {
      for (const event of events) {
        await queryRunner.query(
          `CREATE TRIGGER "market_version_${table}_${event.toLowerCase()}" AFTER ${event} ON "${table}" ` +
            `BEGIN UPDATE "market_version" SET "version" = "version" + 1 WHERE "id" = 1; END`,
        );
      }
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [table, events] of TRIGGERS) {
      for (const event of events) {
        await queryRunner.query(`DROP TRIGGER "market_version_${table}_${event.toLowerCase()}"`);
      }
    }
    await queryRunner.query(`DROP TABLE "market_version"`);
  }
}
