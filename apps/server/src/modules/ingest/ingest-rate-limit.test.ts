import { ingestMessages } from '@portal/shared';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestItems } from '../../db/schema.ts';
import { buildStaff, SPORTS } from '../../test/content-factories.ts';
import { bearer, multipartBody, pngImage, signInToken } from '../../test/http.ts';
import { createIngestKey } from '../../test/staff-ingest-keys.ts';
import { BUILDS_ITS_OWN_APP_MS, buildTestApp, type TestApp } from '../../test/test-app.ts';
import { superdeskSignature } from './superdesk-signature.ts';

/**
 * The ingest routes' own limit, per sender: Superdesk (its signature checked), each staff API key, else the address.
 * A portal allowing 5 calls a minute, so a burst passes it quickly.
 */
const CALLS_PER_MINUTE = 5;
const KEY = 'rate limit secret token 0123456789';

let t: TestApp;
let staffHeaders: Record<string, string>;

const item = (guid: string) => ({
  guid,
  type: 'text',
  version: '1',
  language: 'en',
  headline: `Burst item ${guid}`,
  body_html: '<p>Body</p>',
  subject: [{ name: 'sport', code: '15000000', scheme: 'subject' }],
});

function push(payload: string, signature = superdeskSignature(KEY, payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/push',
    payload,
    headers: { 'content-type': 'application/json', 'x-superdesk-signature': signature },
  });
}

const staffKey = async () => bearer((await createIngestKey(t.app, staffHeaders)).key);

const ingest = (guid: string, headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/ingest/v1/items',
    payload: JSON.stringify(item(guid)),
    headers: { 'content-type': 'application/json', ...headers },
  });

function expectLimited(answer: Awaited<ReturnType<typeof push>>) {
  expect(answer.statusCode, answer.body).toBe(429);
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
  expect(answer.json()).toEqual({ message: ingestMessages.rateLimited(CALLS_PER_MINUTE) });
}

beforeAll(async () => {
  t = await buildTestApp({ env: { INGEST_CALLS_PER_MINUTE: String(CALLS_PER_MINUTE) } });
  staffHeaders = bearer(await signInToken(t.app, (await buildStaff(t.db)).email));
  const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/ingest/settings', headers: staffHeaders, payload: { key: KEY } });
  expect(saved.statusCode, saved.body).toBe(200);
  const mapped = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/ingest/mappings',
    headers: staffHeaders,
    payload: { kind: 'category', value: 'subject:15000000', target: String(SPORTS) },
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
}, BUILDS_ITS_OWN_APP_MS);
afterAll(async () => {
  await t.close();
});

describe('the ingest routes’ rate limit', () => {
  it('publishes a Superdesk burst up to the limit and answers the rest 429 with Retry-After; a forged signature counts apart', async () => {
    const guids = Array.from({ length: CALLS_PER_MINUTE + 2 }, (_, index) => `urn:burst:${index}`);
    const answers = [];
    for (const guid of guids) answers.push(await push(JSON.stringify(item(guid))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([...Array(CALLS_PER_MINUTE).fill(200), 429, 429]);
    expect(answers.slice(0, CALLS_PER_MINUTE).map((answer) => answer.json().outcome)).toEqual(Array(CALLS_PER_MINUTE).fill('published'));
    expectLimited(answers[CALLS_PER_MINUTE] as Awaited<ReturnType<typeof push>>);
    const landed = await t.db.select({ guid: ingestItems.guid }).from(ingestItems).where(like(ingestItems.guid, 'urn:burst:%'));
    expect(landed.map((row) => row.guid).sort()).toEqual(guids.slice(0, CALLS_PER_MINUTE).sort());

    // The same address without Superdesk's key is refused for its signature, not counted against Superdesk's calls.
    const forged = await push(JSON.stringify(item('urn:forged')), superdeskSignature('not the key', 'x'));
    expect({ status: forged.statusCode, message: forged.json().message }).toEqual({
      status: 403,
      message: ingestMessages.signatureInvalid,
    });

    const binary = await multipartBody(
      { media_id: 'burst/picture.png' },
      { media: { data: await pngImage(16), name: 'p.png', type: 'image/png' } },
    );
    const pushBinary = () =>
      t.app.inject({
        method: 'POST',
        url: '/push_binary',
        payload: binary.payload,
        headers: { ...binary.headers, 'x-superdesk-signature': superdeskSignature(KEY, binary.payload) },
      });
    for (let call = 0; call < CALLS_PER_MINUTE; call += 1) expect((await pushBinary()).statusCode).toBe(201);
    expectLimited(await pushBinary());
  });

  it('counts each staff API key apart', async () => {
    const first = await staffKey();
    const second = await staffKey();
    for (let call = 0; call < CALLS_PER_MINUTE; call += 1) expect((await ingest(`urn:key-burst:${call}`, first)).statusCode).toBe(200);
    const over = await ingest('urn:key-burst:over', first);
    expectLimited(over);
    expect(await t.db.select().from(ingestItems).where(eq(ingestItems.guid, 'urn:key-burst:over'))).toEqual([]);
    expect((await ingest('urn:key-burst:other', second)).json()).toMatchObject({ outcome: 'published' });
  });
});
