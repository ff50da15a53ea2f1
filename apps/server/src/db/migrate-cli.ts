import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
await database.close();
console.log(`migrated (${database.driver})`);
