import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openDatabase } from './client.ts';
import { seedDemoAccounts, seedReferenceData } from './seed.ts';

const config = loadConfig();
lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await seedReferenceData(database.db);
const seeded = config.seedDemo ? await seedDemoAccounts(database.db) : false;
await database.close();
console.log(seeded ? 'demo data seeded' : 'reference data present; demo accounts already exist or are off');
