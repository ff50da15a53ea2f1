import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoContent } from './db/demo-content/seed-demo-content.ts';
import { seedDemoAccounts, seedReferenceData } from './db/seed.ts';

/**
 * The portal on its database, migrated and seeded: the reference data and, with `seedDemo`, the demo accounts and
 * content, each only into a database without them. `seeded`: the demo accounts were made just now. The caller
 * holds DATA_DIR (lib/data-dir-lock.ts) and listens; closing the app closes the database.
 */
export async function openPortal(config: Config) {
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
  return { app, seeded };
}
