/**
 * Writes the OpenAPI document to a file without starting a server (`npm run openapi -w api --
 * <file>`, after `npm run build -w domain -w api`): the application is created on a scratch SQLite
 * database in a temporary folder, the document built as /api/docs serves it, and the app closed.
 * scripts/lint-openapi.mjs lints the file with Redocly (redocly.yaml).
 */
import 'reflect-metadata';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from '../../app.module';
import { loadConfig } from '../config/app-config';
import { createHttpAdapter } from '../../configure-app';
import { createOpenApiDocument } from './openapi-document';

async function main(): Promise<void> {
  const target = process.argv[2];
  if (!target) throw new Error('Usage: node dist/platform/openapi/write-openapi.js <file.json>');
  const dataDir = mkdtempSync(join(tmpdir(), 'medstaff-openapi-'));
  try {
    // PUBLIC_URL names the server in the document (http://localhost:3000 unless set).
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_URL: process.env.PUBLIC_URL,
    });
    const app = await NestFactory.create<NestFastifyApplication>(
      AppModule.register(config),
      createHttpAdapter(config),
      {
        logger: false,
      },
    );
    app.setGlobalPrefix('api');
    const document = createOpenApiDocument(app, config);
    await app.close();
    writeFileSync(resolve(target), `${JSON.stringify(document, null, 2)}\n`);
    console.log(`OpenAPI document written to ${target} (${Object.keys(document.paths).length} paths).`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
