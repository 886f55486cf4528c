/**
 * Generates a migration for each dialect from the difference between the entities and the
 * schema the existing migrations build:
 *
 *   npm run migration:generate -w api -- AddSomething
 *
 * SQLite runs on a scratch file; MySQL/MariaDB on a scratch database of the server named by
 * MIGRATION_MYSQL_URL (default mysql://root@127.0.0.1:3306), dropped afterwards.
 */
import 'reflect-metadata';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DataSource } from 'typeorm';
import type { DatabaseConfig, DatabaseDialect } from '../src/platform/config/app-config';
import { buildDataSourceOptions } from '../src/platform/database/data-source';
import { createScratchMysqlDatabase } from '../src/platform/database/scratch-database';

const name = process.argv[2];
if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('Usage: npm run migration:generate -w api -- NameInPascalCase');
  process.exit(2);
}

const migrationsDir = resolve(__dirname, '..', 'src', 'platform', 'database', 'migrations');
const timestamp = Date.now();
const className = `${name}${timestamp}`;

async function pendingQueries(database: DatabaseConfig) {
  const dataSource = new DataSource(buildDataSourceOptions(database, { migrationsRun: true }));
  await dataSource.initialize();
  try {
    return await dataSource.driver.createSchemaBuilder().log();
  } finally {
    await dataSource.destroy();
  }
}

function render(up: { query: string; parameters?: unknown[] }[], down: { query: string; parameters?: unknown[] }[]) {
  const line = (query: { query: string; parameters?: unknown[] }) =>
    `    await queryRunner.query(\`${query.query.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\`${
      query.parameters && query.parameters.length > 0 ? `, ${JSON.stringify(query.parameters)}` : ''
    });`;
  return `import { MigrationInterface, QueryRunner } from 'typeorm';

export class ${className} implements MigrationInterface {
  name = '${className}';

  public async up(queryRunner: QueryRunner): Promise<void> {
${up.map(line).join('\n')}
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
${[...down].reverse().map(line).join('\n')}
  }
}
`;
}

function register(dialect: DatabaseDialect) {
  const indexFile = join(migrationsDir, dialect, 'index.ts');
  const constant = dialect === 'sqlite' ? 'SQLITE_MIGRATIONS' : 'MYSQL_MIGRATIONS';
  const current = readFileSync(indexFile, 'utf8');
  const imports = [...current.matchAll(/^import .*$/gm)].map((match) => match[0]);
  const classes = [...current.matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]);
  imports.push(`import { ${className} } from './${timestamp}-${name}';`);
  classes.push(className);
  writeFileSync(
    indexFile,
    `${imports.join('\n')}\n\n/** Applied in this order; the generator appends new ones. */\nexport const ${constant}: Function[] = [\n${classes.map((entry) => `  ${entry},`).join('\n')}\n];\n`,
  );
}

async function main() {
  const sqliteFile = join(tmpdir(), `medstaff-migration-${timestamp}.sqlite`);
  const mysql = await createScratchMysqlDatabase(process.env.MIGRATION_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306');
  const targets: [DatabaseDialect, DatabaseConfig, () => Promise<void>][] = [
    ['sqlite', { dialect: 'sqlite', url: sqliteFile }, async () => rmSync(sqliteFile, { force: true })],
    ['mysql', mysql.config, mysql.drop],
  ];
  for (const [dialect, database, cleanup] of targets) {
    try {
      const sql = await pendingQueries(database);
      if (sql.upQueries.length === 0) {
        console.log(`${dialect}: entities and migrations agree, nothing generated.`);
        continue;
      }
      const file = join(migrationsDir, dialect, `${timestamp}-${name}.ts`);
      if (existsSync(file)) throw new Error(`${file} exists already`);
      writeFileSync(file, render(sql.upQueries, sql.downQueries));
      register(dialect);
      console.log(`${dialect}: wrote ${file} (${sql.upQueries.length} statements).`);
    } finally {
      await cleanup();
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
