import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { TestDatabase } from './test-app.ts';

const MIGRATIONS = path.join(import.meta.dirname, '../../drizzle');

/** The migrations up to and including `lastTag`, as a folder of their own. */
function migrationsUpTo(lastTag: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-migrations-'));
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  for (const entry of journal.entries as { tag: string }[]) {
    fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  }
  return folder;
}

/** Brings a database made with `createTestDatabase({ state: 'empty' })` to the schema of migration `lastTag`. */
export async function migrateUpTo(database: TestDatabase, lastTag: string) {
  const folder = migrationsUpTo(lastTag);
  // biome-ignore lint/suspicious/noExplicitAny: drizzle's migrators each want their own driver's database type.
  const db = database.db as any;
  await (database.driver === 'pglite' ? migratePglite(db, { migrationsFolder: folder }) : migrateNodePg(db, { migrationsFolder: folder }));
  fs.rmSync(folder, { recursive: true });
}
