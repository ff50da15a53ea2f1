import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestBinaries } from '../../db/schema.ts';
import { buildStaff, SPORTS } from '../../test/content-factories.ts';
import { bearer, multipartBody, pngImage, signInToken } from '../../test/http.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTwoInstances, type TestApp, type TestDatabase, type TwoInstances } from '../../test/test-app.ts';
import { UNUSED_BINARY_KEEP_MS } from './ingest-binary-sweep.ts';
import { superdeskSignature } from './superdesk-signature.ts';

/**
 * Two instances of the portal on one database (on PostgreSQL each with its own connections): the same item pushed
 * 50 times at once, half to each, makes one news item; the pushes that lose the row's claim wait for it and answer
 * `unchanged`, none fails. The sweeps of unused binaries on both at once delete each binary once.
 */
const KEY = 'two instances secret token 0123';

let instances: TwoInstances;
let database: TestDatabase;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  instances = await buildTwoInstances();
  ({ database, a, b } = instances);
  const staff = bearer(await signInToken(a.app, (await buildStaff(database.db)).email));
  expect((await a.app.inject({ method: 'PUT', url: '/api/v1/ingest/settings', headers: staff, payload: { key: KEY } })).statusCode).toBe(
    200,
  );
  const mapped = await a.app.inject({
    method: 'PUT',
    url: '/api/v1/ingest/mappings',
    headers: staff,
    payload: { kind: 'category', value: 'subject:15000000', target: String(SPORTS) },
  });
  expect(mapped.statusCode).toBe(200);
}, BUILDS_ITS_OWN_APP_MS);

afterAll(async () => {
  await instances?.close();
});

describe('ingest on two instances', () => {
  it('makes one item of 50 identical pushes sent to two instances at once', async () => {
    const payload = JSON.stringify({
      guid: 'urn:two-instances:1',
      type: 'text',
      version: '1',
      language: 'en',
      headline: 'Pushed to both instances',
      body_html: '<p>Body</p>',
      subject: [{ name: 'sport', code: '15000000', scheme: 'subject' }],
    });
    const headers = { 'content-type': 'application/json', 'x-superdesk-signature': superdeskSignature(KEY, payload) };
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => (index % 2 === 0 ? a : b).app.inject({ method: 'POST', url: '/push', payload, headers })),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const outcomes = answers.map((answer) => answer.json().outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'published')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(49);
    const made = (await database.db.execute(
      sql`select count(*)::int as n from news where title = 'Pushed to both instances'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(made.rows[0]?.n).toBe(1);
  });

  it('sweeps unused binaries on both instances at once, each deleted once, none failing', async () => {
    const picture = await pngImage(16);
    // More than one batch of the sweep's, so the two sweeps' batches meet.
    const mediaIds = Array.from({ length: 150 }, (_, index) => `two-instances/unused-${index}.png`);
    for (const mediaId of mediaIds) {
      const { payload, headers } = await multipartBody(
        { media_id: mediaId },
        { media: { data: picture, name: 'p.png', type: 'image/png' } },
      );
      const answer = await a.app.inject({
        method: 'POST',
        url: '/push_binary',
        payload,
        headers: { ...headers, 'x-superdesk-signature': superdeskSignature(KEY, payload) },
      });
      expect(answer.statusCode).toBe(201);
    }
    await database.db
      .update(ingestBinaries)
      .set({ createdAt: new Date(Date.now() - UNUSED_BINARY_KEEP_MS - 60_000) })
      .where(inArray(ingestBinaries.mediaId, mediaIds));

    const [onA, onB] = await Promise.all([a.app.sweepIngestBinaries(), b.app.sweepIngestBinaries()]);
    expect([...onA, ...onB].sort()).toEqual([...mediaIds].sort());
    expect(await database.db.select().from(ingestBinaries).where(inArray(ingestBinaries.mediaId, mediaIds))).toEqual([]);
  });
});
