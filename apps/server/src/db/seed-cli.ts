import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openDatabase } from './client.ts';
import { seedDemoAccounts, seedReferenceData } from './seed.ts';

const config = loadConfig();
// The embedded database is one process's; PostgreSQL takes this while instances run (a release step).
if (!config.databaseUrl) lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seeded = await database.exclusively(async () => {
  await database.migrate();
  await seedReferenceData(database.db);
  return config.seedDemo ? seedDemoAccounts(database.db) : false;
});
await database.close();
console.log(seeded ? 'demo data seeded' : 'reference data present; demo accounts already exist or are off');
