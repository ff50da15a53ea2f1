import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { openDatabase } from './client.ts';

const config = loadConfig();
// The embedded database is one process's; PostgreSQL takes this while instances run (a release step).
if (!config.databaseUrl) lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.exclusively(() => database.migrate());
await database.close();
console.log(`migrated (${database.driver})`);
