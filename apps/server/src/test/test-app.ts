import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';
import { createServiceHttp, type ServiceHttp } from '../lib/service-http.ts';
import { databaseUrl, onServer, type TemplateState } from './database-templates.ts';
import { openApps } from './open-apps.ts';
import { startSmtpCatcher } from './smtp-catcher.ts';

/** A test database, and how a second instance of the portal opens it: its own connections to it (PGlite in memory: the same handle). */
export type TestDatabase = DatabaseHandle & {
  reopen(): Promise<DatabaseHandle>;
  /** PostgreSQL's address of this database, for a server started in a process of its own; undefined on PGlite. */
  url: string | undefined;
};

/**
 * A fresh database for one test file: PGlite in memory, or, when DATABASE_URL is set, a new PostgreSQL
 * database created for this file and dropped afterwards. It is a copy of the run's template in `state`
 * (test/database-templates.ts): `migrated` (the default), `seeded` with the reference data too, or `empty`,
 * for a test of a migration on the data of an older schema.
 */
export async function createTestDatabase(options: { state?: TemplateState | 'empty' } = {}): Promise<TestDatabase> {
  const state = options.state ?? 'migrated';
  const template = state === 'empty' ? undefined : inject('databaseTemplates')[state];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const startFrom = template ? new Blob([fs.readFileSync(template)]) : undefined;
    const database = await openDatabase({ dataDir: null, ...(startFrom ? { startFrom } : {}) });
    return { ...database, url: undefined, reopen: async () => ({ ...database, close: async () => undefined }) };
  }
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: null });
  return {
    ...database,
    url,
    reopen: () => openDatabase({ databaseUrl: url, dataDir: null }),
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The time for a test that builds a whole app of its own: what vitest.config.ts allows a beforeAll that does. */
export const BUILDS_ITS_OWN_APP_MS = 60_000;

/** The whole app on a fresh database, with a real SMTP server catching its mail. */
export async function buildTestApp(
  options: {
    /** Keys for this app; a key given as undefined is unset (`SMTP_URL: undefined`: mail goes to the outbox). */
    env?: Record<string, string | undefined>;
    now?: () => Date;
    logStream?: NodeJS.WritableStream;
    /** Another instance's database (`TestDatabase.reopen`): this app is a second instance of the portal on it, and leaves closing it to the caller. */
    database?: DatabaseHandle;
  } = {},
) {
  const smtp = await startSmtpCatcher();
  const database = options.database ?? (await createTestDatabase({ state: 'seeded' }));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'http://portal.test',
    WEB_DIST: path.join(dataDir, 'no-web'),
    // A job is worked as soon as it is queued (lib/job-queue.ts wakes the queue); the poll, at pg-boss's least, finds
    // the retries: a mail is tried again a second after the SMTP server refused it.
    JOB_POLL_SECONDS: '0.5',
    MAIL_RETRY_SECONDS: '1',
    // Pictures get their IPTC metadata when a test asks (app.writePictureMetadata), so a stored file is what other tests read back.
    PICTURE_METADATA_SECONDS: '0',
    ...options.env,
  });
  // The simulators answer under PUBLIC_URL/sim; reach them in-process, as no port is open. Other addresses are really called.
  const network = createServiceHttp(2_000);
  const serviceHttp: ServiceHttp = async (request) => {
    const url = new URL(request.url);
    if (url.origin !== new URL(config.publicUrl).origin) return network(request);
    const answer = await app.inject({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: { ...request.headers, ...(request.json === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(request.json === undefined ? {} : { payload: JSON.stringify(request.json) }),
    });
    return { status: answer.statusCode, body: answer.body ? JSON.parse(answer.body) : null };
  };
  const app: FastifyInstance = await buildApp(config, {
    database,
    serviceHttp,
    ...(options.now ? { now: options.now } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  await app.ready();
  openApps.add(app);
  return {
    app,
    db: database.db,
    /** The database handle itself, for tests that take the database away from the app. */
    database,
    smtp,
    config,
    async close() {
      openApps.delete(app);
      await app.close();
      if (!options.database) await database.close();
      await smtp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** Two instances of the portal on one fresh database with the reference data (on PostgreSQL each with its own connections). */
export async function buildTwoInstances() {
  const database = await createTestDatabase({ state: 'seeded' });
  const a = await buildTestApp({ database });
  const b = await buildTestApp({ database: await database.reopen() });
  return {
    database,
    a,
    b,
    async close() {
      await b.close();
      await b.database.close();
      await a.close();
      await database.close();
    },
  };
}
export type TwoInstances = Awaited<ReturnType<typeof buildTwoInstances>>;
