import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseUrl, onServer } from '../test/database-templates.ts';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { categories } from './schema.ts';
import { seedReferenceData } from './seed.ts';

const serverUrl = process.env.DATABASE_URL;

/** Two instances of the portal starting at the same moment on one empty PostgreSQL database. */
describe.skipIf(!serverUrl)('start-up on PostgreSQL', () => {
  const name = `portal_start_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await onServer(serverUrl as string, `drop database if exists ${name} with (force)`);
  });

  it('lets both migrate and seed, one after the other, and both come up on the same schema', async () => {
    await onServer(serverUrl as string, `create database ${name}`);
    const url = databaseUrl(serverUrl as string, name);
    for (let i = 0; i < 2; i += 1) handles.push(await openDatabase({ databaseUrl: url, dataDir: null }));
    const startUp = (handle: DatabaseHandle) =>
      handle.exclusively(async () => {
        await handle.migrate();
        await seedReferenceData(handle.db);
      });
    await Promise.all(handles.map(startUp));
    const [first, second] = handles as [DatabaseHandle, DatabaseHandle];
    const seeded = await first.db.select().from(categories);
    expect(seeded.length).toBeGreaterThan(0);
    expect(await second.db.select().from(categories)).toHaveLength(seeded.length);
  });
});
