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
  const [{ openPortal }, { DEMO_ACCOUNTS, DEMO_PASSWORD }, { SIMULATED_ACCOUNTS, SIMULATED_PASSWORD }] = await Promise.all([
    import('./portal-start.ts'),
    import('./db/seed.ts'),
    import('./modules/sociair/simulator/sociair.simulator.ts'),
  ]);
  // Before the database opens and tmp/ is emptied: both belong to the one process holding DATA_DIR.
  lockDataDir(config.dataDir);
  const { app, seeded } = await openPortal(config);

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
