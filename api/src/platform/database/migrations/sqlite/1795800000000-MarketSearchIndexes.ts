import { MigrationInterface, QueryRunner } from 'typeorm';
import { MARKET_SEARCH_INDEX_COLUMNS, MARKET_SEARCH_INDEXES } from '../market-search-indexes';

/** The agencies' market search (`POST /job/find`): one index per equality filter, in the list's order. */
export class MarketSearchIndexes1795800000000 implements MigrationInterface {
  name = 'MarketSearchIndexes1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const [name, column] of MARKET_SEARCH_INDEXES) {
      await queryRunner.query(
        `CREATE INDEX "${name}" ON "job_request" (${quoted(MARKET_SEARCH_INDEX_COLUMNS(column))})`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const [name] of [...MARKET_SEARCH_INDEXES].reverse()) {
      await queryRunner.query(`DROP INDEX "${name}"`);
    }
  }
}

const quoted = (columns: string[]) => columns.map((column) => `"${column}"`).join(', ');
