import 'dotenv/config';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';

const SHUTDOWN_GRACE_MS = 10_000;

/**
 * Tracing starts before the server's modules are imported, since it patches pg and node:http as they load: so they
 * are imported here, after it. Without OTEL_EXPORTER_OTLP_ENDPOINT no tracing module is loaded at all.
 */
async function startTracingIfSet(config: Config) {
  if (!config.tracing) return undefined;
  const { startTracing } = await import('./lib/tracing.ts');
  return startTracing(config.tracing);
}

async function main() {
  const config = loadConfig();
  const tracing = await startTracingIfSet(config);
  const [{ buildApp }, { openDatabase }, { seedDemoContent }, { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedReferenceData }] =
    await Promise.all([
      import('./app.ts'),
      import('./db/client.ts'),
      import('./db/demo-content/seed-demo-content.ts'),
      import('./db/seed.ts'),
    ]);
  const { SIMULATED_ACCOUNTS, SIMULATED_PASSWORD } = await import('./modules/sociair/simulator/sociair.simulator.ts');
  // Before the database opens and tmp/ is emptied: both belong to the one process holding DATA_DIR.
  lockDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const seeded = await database.exclusively(async () => {
    await database.migrate();
    await seedReferenceData(database.db);
    return config.seedDemo ? seedDemoAccounts(database.db) : false;
  });
  const app = await buildApp(config, { database });
  app.addHook('onClose', () => database.close());
  if (config.seedDemo) {
    const started = performance.now();
    // Under the start-up lock: instances starting together on an empty database seed it once.
    const made = await database.exclusively(() => seedDemoContent(database.db, app.content));
    if (made) app.log.info({ ...made, seconds: Math.round(performance.now() - started) / 1000 }, 'demo content seeded');
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal, drainMs: config.drainMs }, 'shutting down: not ready, then finishing requests in flight');
    app.startDraining();
    const timer = setTimeout(() => process.exit(1), config.drainMs + SHUTDOWN_GRACE_MS);
    timer.unref();
    setTimeout(() => {
      // The spans still waiting are sent last, with those of closing (the jobs finishing, the last queries).
      app
        .close()
        .then(() => tracing?.shutdown())
        .then(
          () => process.exit(0),
          () => process.exit(1),
        );
    }, config.drainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const lines = [``, `  News-agency portal is ready at ${config.publicUrl}`, `  API documentation: ${config.publicUrl}/api/docs`];
  if (config.seedDemo) {
    lines.push(`  Demo logins${seeded ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(28)} ${account.note}`);
    lines.push(`  Mail and SMS go to the outbox: ${config.publicUrl}/api/dev/outbox`);
    lines.push(`  Social automation (simulated): username ${SIMULATED_ACCOUNTS[0]?.username}, password ${SIMULATED_PASSWORD}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
