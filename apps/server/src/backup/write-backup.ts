import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Storage } from '../lib/storage.ts';
import { eachRowBatch, publicTables, sequenceValues } from './backup.repository.ts';
import { appliedMigration, MANIFEST_FILE, type Manifest, objectFile, type StoredObject, tableFile } from './backup-manifest.ts';

/**
 * Writes a backup into `destination` (missing or empty): every table's rows as JSON lines, read in one
 * repeatable-read snapshot, then every stored object the store lists (taken after the snapshot, so each
 * object a row names is there), then the manifest.
 */
export async function writeBackup(options: {
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  storage: Storage;
  destination: string;
  now?: () => Date;
}): Promise<Manifest> {
  const { database, storage, destination } = options;
  refuseNonEmptyFolder(destination);
  fs.mkdirSync(path.join(destination, 'tables'), { recursive: true });
  const takenAt = (options.now ?? (() => new Date()))();
  const snapshot = await database.db.transaction(
    async (tx) => {
      const migration = await appliedMigration(tx);
      const tables: Record<string, number> = {};
      for (const table of await publicTables(tx)) tables[table] = await dumpTable(tx, table, tableFile(destination, table));
      return { migration, tables, sequences: await sequenceValues(tx) };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const objects: StoredObject[] = [];
  for await (const file of storage.list()) {
    const copied = await copyObject(storage, file.relativePath, destination);
    if (copied) objects.push(copied);
  }
  const manifest: Manifest = { format: 1, takenAt: takenAt.toISOString(), driver: database.driver, ...snapshot, objects };
  fs.writeFileSync(path.join(destination, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

function refuseNonEmptyFolder(destination: string) {
  if (fs.existsSync(destination) && fs.readdirSync(destination).length > 0) {
    throw new Error(`${destination} is not empty: give a new folder for the backup`);
  }
}

/** The table's rows, one JSON object a line, never the whole table in memory; answers how many. */
async function dumpTable(tx: Database, table: string, file: string): Promise<number> {
  const out = fs.createWriteStream(file);
  let count = 0;
  await eachRowBatch(tx, table, async (rows) => {
    count += rows.length;
    if (!out.write(`${rows.join('\n')}\n`)) await once(out, 'drain');
  });
  out.end();
  await once(out, 'finish');
  return count;
}

/** Streams one object into the backup, hashing the bytes as they pass; undefined when it was deleted since the listing. */
async function copyObject(storage: Storage, key: string, destination: string): Promise<StoredObject | undefined> {
  const file = objectFile(destination, key);
  const source = await storage.stream(key).catch(async (error: unknown) => {
    if ((await storage.sizeOf(key)) === undefined) return undefined;
    throw error;
  });
  if (!source) return undefined;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  await pipeline(source, hashing, fs.createWriteStream(file));
  return { key, size, sha256: hash.digest('hex') };
}
