import 'dotenv/config';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createStorage } from '../lib/create-storage.ts';
import { lockDataDir } from '../lib/data-dir-lock.ts';
import { folderArgument } from './folder-argument.ts';
import { restoreBackup } from './restore-backup.ts';

// `npm run restore -- <folder>`: a backup into the configured database and store, both empty.
const source = folderArgument('restore');
const config = loadConfig();
if (!config.databaseUrl) lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const storage = createStorage(config.storage);
  await storage.init();
  const manifest = await restoreBackup({ source, database, storage });
  console.log(
    `restored ${source} (taken ${manifest.takenAt}): ${Object.keys(manifest.tables).length} tables and ${manifest.objects.length} objects match the manifest`,
  );
} catch (error) {
  // The reason alone (a refused target, every mismatch found): a stack says nothing more to whoever runs it.
  console.error(`restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
