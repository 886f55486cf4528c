import 'reflect-metadata';
import cluster, { type Worker } from 'node:cluster';
import type { Server } from 'node:http';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AggregatorRegistry } from 'prom-client';
import { AppModule } from './app.module';
import { ConfigError, loadConfig, type AppConfig } from './platform/config/app-config';
import { configureApp, createHttpAdapter } from './configure-app';
import { DemoDataService } from './operations/demo-data/demo-data.service';
import { Lifecycle, gracefulStop } from './platform/lifecycle/lifecycle';
import { METRICS_REQUEST, METRICS_RESPONSE } from './platform/metrics/metrics.service';

const STOP_SIGNALS: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT'];

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

function printRunning(config: AppConfig, processes: number): void {
  const where = config.database.dialect === 'sqlite' ? `SQLite ${config.database.url}` : 'MySQL';
  const count = processes > 1 ? `, ${processes} processes` : '';
  console.log(`\nMedStaff is running on ${config.publicUrl} (${where}${count}).`);
  console.log(
    `  Site ${config.publicUrl}/de · Admin ${config.publicUrl}/en/admin · API docs ${config.publicUrl}/api/docs\n`,
  );
}

/** Creates the demo data when the database is empty, and prints the logins. */
async function seedDemoData(app: { get: NestFastifyApplication['get'] }): Promise<void> {
  const logins = await app.get(DemoDataService).seedIfEmpty();
  if (logins) {
    console.log('\nDemo data created. Demo logins (password for all: %s):', logins.password);
    for (const login of logins.accounts) console.log(`  ${login.role.padEnd(10)} ${login.email}`);
  }
}

/**
 * One server: the API and the front ends on PORT. A stop signal drains it (lifecycle.ts): no new
 * connections, the requests in flight finished (SHUTDOWN_TIMEOUT_MS at most), counters flushed,
 * pools closed; then the process exits.
 */
async function serve(config: AppConfig, options: { seed: boolean }): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), createHttpAdapter(config), {
    bufferLogs: true,
  });
  await configureApp(app, config);
  if (options.seed && config.seedDemoData) await seedDemoData(app);
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
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A hard limit beyond the graceful one: a stop never hangs.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 15_000).unref();
    gracefulStop({
      server: app.getHttpServer() as Server,
      lifecycle: app.get(Lifecycle),
      timeoutMs: config.shutdownTimeoutMs,
      closeApp: () => app.close(),
      log: (message) => console.log(`[${process.pid}] ${message}`),
    }).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`[${process.pid}] Stopping after ${signal} failed:`, error);
        process.exit(1);
      },
    );
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  if (!cluster.isWorker) printRunning(config, 1);
}

/**
 * WEB_CONCURRENCY > 1: this process prepares the database once (migrations, demo data), then runs
 * that many workers (Node's cluster module) which share PORT; it restarts a worker that dies,
 * answers the workers' requests for the added-up metrics, and on a stop signal drains them all.
 */
async function primary(config: AppConfig): Promise<void> {
  if (!config.redis.url) {
    console.warn(
      `WEB_CONCURRENCY=${config.webConcurrency} without REDIS_URL: each process counts the sign-in and other limits on its own, so together they allow ${config.webConcurrency} times as many attempts. Set REDIS_URL to share them.`,
    );
  }
  const context = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error', 'warn'] });
  if (config.seedDemoData) await seedDemoData(context);
  await context.close();

  const metrics = new AggregatorRegistry();
  let stopping = false;
  let listening = 0;
  const deaths: number[] = [];
  const fork = (): Worker => {
    const worker = cluster.fork();
    worker.on('message', (message: { type?: unknown; id?: unknown }) => {
      if (message?.type !== METRICS_REQUEST) return;
      metrics.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_RESPONSE, id: message.id, text }),
        (error: unknown) => worker.send({ type: METRICS_RESPONSE, id: message.id, error: String(error) }),
      );
    });
    worker.once('listening', () => {
      listening += 1;
      if (listening === config.webConcurrency) printRunning(config, config.webConcurrency);
    });
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (listening < config.webConcurrency) {
      console.error(`A server process exited while starting (code ${code ?? signal}); stopping.`);
      stopAll(1);
      return;
    }
    // Restarts, but not in a loop: five deaths within a minute stop the server.
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && deaths[0] < now - 60_000) deaths.shift();
    if (deaths.length >= 5) {
      console.error('Server processes keep dying (5 within a minute); stopping.');
      stopAll(1);
      return;
    }
    console.error(`Server process ${worker.process.pid} exited (${code ?? signal}); starting another.`);
    listening -= 1;
    fork();
  });
  const stopAll = (exitCode: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => Boolean(worker));
    const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    const deadline = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, config.shutdownTimeoutMs + 10_000);
    void Promise.all(exited).then(() => {
      clearTimeout(deadline);
      process.exit(exitCode);
    });
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stopAll(0));
  for (let index = 0; index < config.webConcurrency; index += 1) fork();
}

async function bootstrap(): Promise<void> {
  const config = readConfig();
  if (cluster.isWorker) await serve(config, { seed: false });
  else if (config.webConcurrency > 1) await primary(config);
  else await serve(config, { seed: true });
}

void bootstrap();
