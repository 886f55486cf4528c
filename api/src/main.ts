import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { configureApp } from './configure-app';
import { DemoDataService } from './demo-data/demo-data.service';

function readConfig(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nFix these environment variables and start again (see the README's table).`);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = readConfig();
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), { bufferLogs: true });
  configureApp(app, config);
  if (config.seedDemoData) {
    const logins = await app.get(DemoDataService).seedIfEmpty();
    if (logins) {
      console.log('\nDemo data created. Demo logins (password for all: %s):', logins.password);
      for (const login of logins.accounts) console.log(`  ${login.role.padEnd(10)} ${login.email}`);
    }
  }
  try {
    await app.listen(config.port, config.host);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      console.error(
        `Port ${config.port} is already in use. Stop the other process or start with another port, e.g. PORT=3001 npm start.`,
      );
      process.exit(1);
    }
    throw error;
  }
  const where = config.database.dialect === 'sqlite' ? `SQLite ${config.database.url}` : 'MySQL';
  console.log(`\nMedStaff is running on ${config.publicUrl} (${where}).`);
  console.log(
    `  Site ${config.publicUrl}/de · Admin ${config.publicUrl}/en/admin · API docs ${config.publicUrl}/api/docs\n`,
  );
}

void bootstrap();
