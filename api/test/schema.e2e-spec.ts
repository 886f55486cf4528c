import { DataSource } from 'typeorm';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { TEST_DIALECTS, createTestDatabase } from './test-app';

/**
 * Entities and migrations must describe the same schema on every dialect. When this fails,
 * run `npm run migration:generate -w api -- DescribeTheChange` and commit the new migrations.
 */
describe.each(TEST_DIALECTS)('schema on %s', (dialect) => {
  it('is exactly what the entities describe once the migrations ran', async () => {
    const database = await createTestDatabase(dialect);
    const dataSource = new DataSource(buildDataSourceOptions(database.config, { migrationsRun: true }));
    try {
      await dataSource.initialize();
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    }
  });

  it('is the same in the migrated copy every test app starts from (test/template-database.ts)', async () => {
    const database = await createTestDatabase(dialect, { migrated: true });
    const dataSource = new DataSource(buildDataSourceOptions(database.config, { migrationsRun: false }));
    try {
      await dataSource.initialize();
      expect(await dataSource.showMigrations()).toBe(false);
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((query) => query.query)).toEqual([]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    }
  });

  it('can roll every migration back', async () => {
    const database = await createTestDatabase(dialect);
    const dataSource = new DataSource(buildDataSourceOptions(database.config, { migrationsRun: true }));
    try {
      await dataSource.initialize();
      for (let index = 0; index < dataSource.migrations.length; index += 1) await dataSource.undoLastMigration();
      const tables: unknown[] =
        dialect === 'sqlite'
          ? await dataSource.query(
              "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('schema_migration', 'sqlite_sequence')",
            )
          : await dataSource.query(
              "SELECT table_name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_name <> 'schema_migration'",
            );
      expect(tables).toEqual([]);
    } finally {
      if (dataSource.isInitialized) await dataSource.destroy();
      await database.drop();
    }
  });
});
