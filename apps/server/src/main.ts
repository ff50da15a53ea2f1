import 'dotenv/config';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/demo-content/seed-demo-content.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts, seedReferenceData } from './db/seed.ts';
import { DataDirInUseError, lockDataDir } from './lib/data-dir-lock.ts';
import { SIMULATED_ACCOUNTS, SIMULATED_PASSWORD } from './modules/sociair/simulator/sociair.simulator.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const config = loadConfig();
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
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    }, config.drainMs);
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  printWelcome(config.publicUrl, config.seedDemo, seeded);
}

function printWelcome(url: string, demo: boolean, seededNow: boolean) {
  const lines = [``, `  News-agency portal is ready at ${url}`, `  API documentation: ${url}/api/docs`];
  if (demo) {
    lines.push(`  Demo logins${seededNow ? ' (just created)' : ''}, password ${DEMO_PASSWORD}:`);
    for (const account of DEMO_ACCOUNTS) lines.push(`    ${account.email.padEnd(28)} ${account.note}`);
    lines.push(`  Mail and SMS go to the outbox: ${url}/api/dev/outbox`);
    lines.push(`  Social automation (simulated): username ${SIMULATED_ACCOUNTS[0]?.username}, password ${SIMULATED_PASSWORD}`);
  }
  console.log(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
