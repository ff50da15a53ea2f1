import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import type { Database, DatabaseHandle } from '../db/client.ts';
import type { Storage } from '../lib/storage.ts';
import {
  closeTablesAfterLoading,
  countRows,
  moveSequences,
  openTablesForLoading,
  portalTables,
  publicTables,
  rowInserter,
} from './backup.repository.ts';
import { BackupMismatchError, MANIFEST_FILE, type Manifest, migrationsUpTo, objectFile, sha256Of, tableFile } from './backup-manifest.ts';

const ROWS_PER_INSERT = 500;

/**
 * Brings the backup in `source` back into an empty database and an empty store: checks the backup against its
 * manifest first, migrates to the backup's migration, writes the objects (files before the rows that name them)
 * and loads the rows in one transaction, then checks what landed; any difference fails with every one listed.
 */
export async function restoreBackup(options: {
  source: string;
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  storage: Storage;
}): Promise<Manifest> {
  const { source, database, storage } = options;
  const manifest = readManifest(source);
  await refuseNonEmptyTarget(database.db, storage);
  await verifyBackupFiles(source, manifest);
  await migrateTo(database, manifest.migration.tag);
  for (const object of manifest.objects) await storage.write(object.key, fs.createReadStream(objectFile(source, object.key)));
  await verifyObjects(storage, manifest);
  await database.db.transaction(async (tx) => {
    await loadRows(tx, source, manifest);
    await verifyRowCounts(tx, manifest);
  });
  return manifest;
}

function readManifest(source: string): Manifest {
  const file = path.join(source, MANIFEST_FILE);
  if (!fs.existsSync(file)) throw new Error(`${source} holds no ${MANIFEST_FILE}: not a backup, or one cut short`);
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`${file}: backup format ${manifest.format} is not one this code reads`);
  return manifest;
}

async function refuseNonEmptyTarget(db: Database, storage: Storage) {
  const tables = await portalTables(db);
  if (tables.first) {
    throw new Error(
      `the target database is not empty (it has ${tables.count} tables, ${tables.first} among them): restore into a new, empty database`,
    );
  }
  for await (const file of storage.list()) {
    throw new Error(`the target store is not empty (it has ${file.relativePath}): restore into a new, empty store`);
  }
}

/** Every object's size and SHA-256 and every table file's line count, before anything is written. */
async function verifyBackupFiles(source: string, manifest: Manifest) {
  const problems: string[] = [];
  for (const object of manifest.objects) {
    const file = objectFile(source, object.key);
    if (!fs.existsSync(file)) {
      problems.push(`object ${object.key}: missing from the backup`);
      continue;
    }
    const found = await sha256Of(fs.createReadStream(file));
    if (found.sha256 !== object.sha256 || found.size !== object.size) {
      problems.push(
        `object ${object.key}: ${found.size} bytes, SHA-256 ${found.sha256}; the manifest says ${object.size}, ${object.sha256}`,
      );
    }
  }
  for (const [table, count] of Object.entries(manifest.tables)) {
    let lines = 0;
    for await (const _ of rowLines(tableFile(source, table))) lines += 1;
    if (lines !== count) problems.push(`table ${table}: ${lines} rows in the backup, the manifest says ${count}`);
  }
  if (problems.length > 0) throw new BackupMismatchError(problems);
}

async function* rowLines(file: string): AsyncGenerator<string> {
  if (!fs.existsSync(file)) return;
  for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (line !== '') yield line;
  }
}

async function migrateTo(database: Pick<DatabaseHandle, 'db' | 'driver'>, tag: string) {
  const folder = migrationsUpTo(tag, fs.mkdtempSync(path.join(os.tmpdir(), 'portal-restore-migrations-')));
  try {
    // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators each want their own driver's database type.
    const db = database.db as any;
    if (database.driver === 'pglite') {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await migrate(db, { migrationsFolder: folder });
    } else {
      const { migrate } = await import('drizzle-orm/node-postgres/migrator');
      await migrate(db, { migrationsFolder: folder });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

/** Replaces the rows migrations put in by the backup's, in any order of tables, and moves the sequences past them. */
async function loadRows(tx: Database, source: string, manifest: Manifest) {
  const tables = await publicTables(tx);
  const unknown = Object.keys(manifest.tables).filter((table) => !tables.includes(table));
  if (unknown.length > 0) throw new Error(`the backup has tables the migrated database lacks: ${unknown.join(', ')}`);
  const foreignKeys = await openTablesForLoading(tx, tables);
  for (const table of Object.keys(manifest.tables)) {
    const insert = await rowInserter(tx, table);
    let batch: string[] = [];
    for await (const line of rowLines(tableFile(source, table))) {
      batch.push(line);
      if (batch.length === ROWS_PER_INSERT) {
        await insert(batch);
        batch = [];
      }
    }
    if (batch.length > 0) await insert(batch);
  }
  await closeTablesAfterLoading(tx, tables, foreignKeys);
  await moveSequences(tx, manifest.sequences);
}

async function verifyRowCounts(tx: Database, manifest: Manifest) {
  const problems: string[] = [];
  for (const [table, count] of Object.entries(manifest.tables)) {
    const found = await countRows(tx, table);
    if (found !== count) problems.push(`table ${table}: ${found} rows restored, the manifest says ${count}`);
  }
  if (problems.length > 0) throw new BackupMismatchError(problems);
}

/** Reads every object back from the store and checks its size and SHA-256. */
async function verifyObjects(storage: Storage, manifest: Manifest) {
  const problems: string[] = [];
  for (const object of manifest.objects) {
    const found = await sha256Of(await storage.stream(object.key));
    if (found.sha256 !== object.sha256 || found.size !== object.size) {
      problems.push(
        `object ${object.key}: the store holds ${found.size} bytes, SHA-256 ${found.sha256}; the manifest says ${object.size}, ${object.sha256}`,
      );
    }
  }
  if (problems.length > 0) throw new BackupMismatchError(problems);
}
