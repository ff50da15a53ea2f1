/**
 * Vitest's global setup: migrates a database once per run, in two states — the schema alone, and the schema with
 * the reference data — which every test file then copies (test-app.ts) instead of running 20-odd migrations of its
 * own. PGlite: a tarball of the data directory in a temporary file. PostgreSQL: template databases, copied by
 * `CREATE DATABASE … TEMPLATE`.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { seedReferenceData } from '../db/seed.ts';

export type TemplateState = 'migrated' | 'seeded';

/** Where each state's copy lives: a tarball's path on PGlite, a template database's name on PostgreSQL. */
export type DatabaseTemplates = Record<TemplateState, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

async function makePgliteTemplates(): Promise<{ templates: DatabaseTemplates; remove(): void }> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-templates-'));
  const templates: DatabaseTemplates = { migrated: path.join(folder, 'migrated.tar'), seeded: path.join(folder, 'seeded.tar') };
  const database = await openDatabase({ dataDir: null });
  const save = async (state: TemplateState) => {
    const dump = await database.dumpDataDir?.();
    if (!dump) throw new Error('PGlite gave no dump of its data directory');
    fs.writeFileSync(templates[state], Buffer.from(await dump.arrayBuffer()));
  };
  await database.migrate();
  await save('migrated');
  await seedReferenceData(database.db);
  await save('seeded');
  await database.close();
  return { templates, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}

/** Runs `sql` on the server's maintenance connection (the database of `serverUrl`). */
export async function onServer(serverUrl: string, sql: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Opens `name` on the server, does `work` and closes it again: a template copies only while nobody is connected to it. */
async function withDatabase(serverUrl: string, name: string, work: (database: DatabaseHandle) => Promise<unknown>) {
  const database = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name), dataDir: null });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function makePostgresTemplates(serverUrl: string): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  const run = randomBytes(4).toString('hex');
  const templates: DatabaseTemplates = { migrated: `portal_template_${run}_migrated`, seeded: `portal_template_${run}_seeded` };
  await onServer(serverUrl, `create database ${templates.migrated}`);
  await withDatabase(serverUrl, templates.migrated, (database) => database.migrate());
  await onServer(serverUrl, `create database ${templates.seeded} template ${templates.migrated}`);
  await withDatabase(serverUrl, templates.seeded, (database) => seedReferenceData(database.db));
  return {
    templates,
    async remove() {
      for (const name of Object.values(templates)) await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  const made = serverUrl ? await makePostgresTemplates(serverUrl) : await makePgliteTemplates();
  project.provide('databaseTemplates', made.templates);
  return () => made.remove();
}
