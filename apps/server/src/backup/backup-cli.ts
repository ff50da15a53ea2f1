import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/create-storage.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { folderArgument } from './folder-argument.ts';
import { writeBackup } from './write-backup.ts';

// `npm run backup -- <folder>`: the configured database and store into a new folder.
const destination = folderArgument('backup');
const config = loadConfig();
// The embedded database is one process's: the portal is stopped while it is backed up.
if (!config.databaseUrl) lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const manifest = await writeBackup({ database, storage: createStorage(config.storage), destination });
  const rows = Object.values(manifest.tables).reduce((sum, count) => sum + count, 0);
  console.log(
    `backed up to ${destination}: ${rows} rows in ${Object.keys(manifest.tables).length} tables, ${manifest.objects.length} objects, migration ${manifest.migration.tag}`,
  );
} catch (error) {
  // The reason alone (a refused target, every mismatch found): a stack says nothing more to whoever runs it.
  console.error(`backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
