import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { Database } from '../db/client.ts';
import { assertRelativePath } from '../lib/storage.ts';
import { lastMigrationCreatedAt } from './backup.repository.ts';

/** What a backup holds, written last: a backup folder without it was cut short. */
export type Manifest = {
  format: 1;
  takenAt: string;
  driver: 'pglite' | 'postgres';
  /** The last migration the database had: a restore migrates an empty database to exactly this one. */
  migration: { tag: string; createdAt: number };
  /** Rows per table of the public schema, as the snapshot saw them. */
  tables: Record<string, number>;
  /** Each sequence's last value at the snapshot (null when never used). */
  sequences: Record<string, number | null>;
  objects: StoredObject[];
};
export type StoredObject = { key: string; size: number; sha256: string };

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (folder: string, table: string) => path.join(folder, 'tables', `${table}.ndjson`);
export function objectFile(folder: string, key: string) {
  assertRelativePath(key);
  return path.join(folder, 'objects', ...key.split('/'));
}

/** A backup or restored copy that does not match its manifest; `problems` lists every difference found. */
export class BackupMismatchError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`the backup does not match its manifest:\n  ${problems.join('\n  ')}`);
    this.problems = problems;
  }
}

export async function sha256Of(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).length;
  }
  return { size, sha256: hash.digest('hex') };
}

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');
type JournalEntry = { tag: string; when: number };
const readJournal = () => JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));

/** The tag of the migration drizzle recorded last (its journal's `when` is the row's created_at). */
export async function appliedMigration(db: Database): Promise<Manifest['migration']> {
  const createdAt = await lastMigrationCreatedAt(db);
  const entry = (readJournal().entries as JournalEntry[]).find((candidate) => candidate.when === createdAt);
  if (!entry) throw new Error(`the database's last migration (created_at ${createdAt}) is not one this code knows`);
  return { tag: entry.tag, createdAt };
}

/** A folder of the migrations up to and including `lastTag`, for drizzle's migrator; the caller removes it. */
export function migrationsUpTo(lastTag: string, into: string): string {
  const journal = readJournal();
  const last = (journal.entries as JournalEntry[]).findIndex((entry) => entry.tag === lastTag);
  if (last < 0)
    throw new Error(`the backup was taken at migration ${lastTag}, which this code does not have: restore with the version that took it`);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(into, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(into, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as JournalEntry[]) {
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  }
  return into;
}
