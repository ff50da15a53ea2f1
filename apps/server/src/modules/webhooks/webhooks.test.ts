import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_WEBHOOKS, messages, ninjsSchemaUri } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news, users, webhooks } from '../../db/schema.ts';
import { buildStaff, ENGLISH, NEPALI, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { PASSWORD } from '../../test/factories.ts';
import { bearer } from '../../test/http.ts';
import { expectValidNinjs } from '../../test/ninjs-schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectIptcValid } from '../../test/xsd.ts';

const HOUR = 3_600_000;
const TOLERANCE_S = 300;
const HOOKS = '/api/client/webhooks';

type Headers = Record<string, string>;
type Received = {
  path: string;
  eventId: string;
  idempotencyKey: string;
  signatureOk: boolean;
  contentType: string;
  /** The body as sent, and read as JSON when it is some. */
  text: string;
  body: Record<string, unknown>;
};

let t: TestApp;
let clock = Date.now();
let staffId: number;
let receiver: http.Server;
let base: string;
/** The secret of each receiving path, and what each path answers next (200 once the list is empty). */
const secrets = new Map<string, string>();
const answers = new Map<string, number[]>();
const received: Received[] = [];

/** Checks the signature as the Developer guide tells receivers to: HMAC-SHA256 of "t.body", t within 5 minutes of the receiver's clock. */
function verify(secret: string | undefined, header: string, body: string, nowSeconds: number): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  const stamp = Number(parts.t);
  if (!secret || !parts.v1 || !Number.isInteger(stamp) || Math.abs(nowSeconds - stamp) > TOLERANCE_S) return false;
  return createHmac('sha256', secret).update(`${stamp}.${body}`).digest('hex') === parts.v1;
}

const hitsOf = (path: string) => received.filter((hit) => hit.path === path);

async function addHook(headers: Headers, path: string, filters: object = {}) {
  const response = await t.app.inject({ method: 'POST', url: HOOKS, headers, payload: { url: `${base}${path}`, ...filters } });
  expect(response.statusCode).toBe(201);
  const hook = response.json().data as { id: number; secret: string };
  secrets.set(path, hook.secret);
  return hook;
}

const publish = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(clock - 1000), ...overrides }));

const deliveriesOf = async (headers: Headers, id: number) =>
  (await t.app.inject({ method: 'GET', url: `${HOOKS}/${id}/deliveries`, headers })).json() as {
    data: { event_id: string; event: string; attempt: number; http_status: number | null; outcome: string; pubstatus: string }[];
    meta: { total: number };
  };

beforeAll(async () => {
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const path = request.url ?? '';
      received.push({
        path,
        eventId: String(request.headers['x-portal-event-id']),
        idempotencyKey: String(request.headers['idempotency-key']),
        signatureOk: verify(secrets.get(path), String(request.headers['x-portal-signature'] ?? ''), body, Math.floor(clock / 1000)),
        contentType: String(request.headers['content-type']),
        text: body,
        body: String(request.headers['content-type']).startsWith('application/json') ? (JSON.parse(body) as Record<string, unknown>) : {},
      });
      response.writeHead(answers.get(path)?.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await buildTestApp({ now: () => new Date(clock), env: { OUTBOUND_ALLOW_LOOPBACK: 'true', WEBHOOK_RETRY_SECONDS: '1' } });
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
});

describe('registering webhooks', () => {
  it('shows the secret once, keeps it sealed, and lists the hook without it', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/register', { language_id: ENGLISH, category_ids: [POLITICS], query: 'Budget' });
    expect(hook.secret).toMatch(/^whsec_[\w-]{40,}$/);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.sealedSecret).not.toContain(hook.secret.slice(6));
    expect(row?.matchQuery).toBe('budget:*');
    const list = (await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data;
    expect(list).toEqual([
      expect.objectContaining({ id: hook.id, status: 'active', language_id: ENGLISH, category_ids: [POLITICS], query: 'Budget' }),
    ]);
    expect(list[0]).not.toHaveProperty('secret');

    const rotated = await t.app.inject({ method: 'POST', url: `${HOOKS}/${hook.id}/rotate-secret`, headers });
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.secret).toMatch(/^whsec_/);
    expect(rotated.json().data.secret).not.toBe(hook.secret);
  });

  it.each([
    ['a private address', 'https://10.0.0.7/hook', messages.outboundRefused],
    ['link-local metadata', 'https://169.254.169.254/latest', messages.outboundRefused],
    ['plain http', 'http://example.com/hook', messages.webhookHttpsOnly],
    ['no URL at all', 'not a url', messages.urlInvalid],
  ])('refuses %s with a 422 naming url, storing nothing', async (_name, url, message) => {
    const { headers } = await signedInClient(t.app, t.db);
    const response = await t.app.inject({ method: 'POST', url: HOOKS, headers, payload: { url } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.url).toEqual([message]);
    expect((await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data).toEqual([]);
  });

  it(`takes at most ${MAX_WEBHOOKS} hooks per client, even when 50 arrive at once`, async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, n) => t.app.inject({ method: 'POST', url: HOOKS, headers, payload: { url: `${base}/limit/${n}` } })),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(MAX_WEBHOOKS);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(refused).toHaveLength(50 - MAX_WEBHOOKS);
    expect(refused[0]?.json().errors?.url).toBeDefined();
    const listed = (await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data as { id: number }[];
    expect(listed).toHaveLength(MAX_WEBHOOKS);
    // Unfiltered hooks to an address that does not exist here would be sent every item the later tests publish.
    for (const { id } of listed) await t.app.inject({ method: 'DELETE', url: `${HOOKS}/${id}`, headers });
  });

  it("answers 404 for another client's hook, whatever the call, and changes nothing", async () => {
    const owner = await signedInClient(t.app, t.db);
    const other = await signedInClient(t.app, t.db);
    const hook = await addHook(owner.headers, '/owned');
    const payload = { url: 'https://elsewhere.example/hook' };
    for (const [method, url] of [
      ['PUT', `${HOOKS}/${hook.id}`],
      ['DELETE', `${HOOKS}/${hook.id}`],
      ['POST', `${HOOKS}/${hook.id}/resume`],
      ['POST', `${HOOKS}/${hook.id}/rotate-secret`],
      ['GET', `${HOOKS}/${hook.id}/deliveries`],
    ] as const) {
      const response = await t.app.inject({ method, url, headers: other.headers, ...(method === 'PUT' ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.url).toBe(`${base}/owned`);
  });

  it('edits and deletes the own hook', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/edit');
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${HOOKS}/${hook.id}`,
      headers,
      payload: { url: `${base}/edited`, query: '' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ url: `${base}/edited`, language_id: null, category_ids: [] });
    expect((await t.app.inject({ method: 'DELETE', url: `${HOOKS}/${hook.id}`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data).toEqual([]);
  });
});

describe('delivering item changes', () => {
  it('POSTs each matching item as signed ninjs, once per hook, and nothing that does not match', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/politics', { language_id: ENGLISH, category_ids: [POLITICS], query: 'budget' });
    const match = await publish('Budget passed by parliament');
    await publish('Budget in Nepali', { languageId: NEPALI });
    await publish('Budget for football', { categoryIds: [SPORTS] });
    await publish('Parliament adjourns');
    await t.app.dispatchItemChanges();

    await expect.poll(() => hitsOf('/politics').length, { timeout: 10_000 }).toBe(1);
    const [hit] = hitsOf('/politics');
    expect(hit?.signatureOk).toBe(true);
    expect(hit?.body).toMatchObject({ uri: `http://portal.test/news/${match.id}`, version: '1', pubstatus: 'usable', language: 'en' });
    expect(hit?.idempotencyKey).toBe(hit?.eventId);
    await expect
      .poll(async () => (await deliveriesOf(headers, hook.id)).data)
      .toEqual([
        expect.objectContaining({ event_id: hit?.eventId, attempt: 1, http_status: 200, outcome: 'delivered', pubstatus: 'usable' }),
      ]);
  });

  it("POSTs news in the hook's body format: ninjs 3.2 and NewsML-G2 valid against their schemas, kept when a change leaves the format out", async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/ninjs32', { query: 'Melamchi', format: 'ninjs-3.2' });
    const plain = await addHook(headers, '/ninjs21', { query: 'Melamchi' });
    const g2 = await addHook(headers, '/g2', { query: 'Melamchi', format: 'newsml-g2' });
    const listed = (await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data as { id: number; format: string }[];
    expect(listed.map((one) => [one.id, one.format])).toEqual([
      [hook.id, 'ninjs-3.2'],
      [plain.id, 'ninjs-2.1'],
      [g2.id, 'newsml-g2'],
    ]);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `${HOOKS}/${hook.id}`,
      headers,
      payload: { url: `${base}/ninjs32`, format: 'ninjs-9' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.format).toBeDefined();
    // A change without the format keeps it.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `${HOOKS}/${hook.id}`,
      headers,
      payload: { url: `${base}/ninjs32`, query: 'Melamchi' },
    });
    expect(changed.json().data.format).toBe('ninjs-3.2');

    const match = await publish('मेलम्ची Melamchi water reaches the valley', { languageId: NEPALI });
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/ninjs32').length + hitsOf('/ninjs21').length + hitsOf('/g2').length, { timeout: 10_000 }).toBe(3);
    const [three] = hitsOf('/ninjs32');
    expect(three?.signatureOk).toBe(true);
    expect(three?.contentType).toBe(`application/json; profile="${ninjsSchemaUri('3.2')}"`);
    expectValidNinjs(three?.body, '3.2');
    expect(three?.body).toMatchObject({
      uri: `http://portal.test/news/${match.id}`,
      standard: { version: '3.2' },
      pubStatus: 'usable',
      headlines: [{ value: 'मेलम्ची Melamchi water reaches the valley' }],
    });
    const [two] = hitsOf('/ninjs21');
    expect(two?.contentType).toBe('application/json');
    expectValidNinjs(two?.body, '2.1');
    const [story] = hitsOf('/g2');
    expect(story?.signatureOk).toBe(true);
    expect(story?.contentType).toBe('application/vnd.iptc.g2.newsmessage+xml; charset=utf-8');
    await expectIptcValid(story?.text ?? '', 'newsml-g2');
    expect(story?.text).toContain('<headline>मेलम्ची Melamchi water reaches the valley</headline>');
    expect(story?.text).toContain('<pubStatus qcode="stat:usable"/>');

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, match.id));
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/ninjs32').length + hitsOf('/g2').length, { timeout: 10_000 }).toBe(4);
    const withdrawn = hitsOf('/ninjs32')[1];
    expectValidNinjs(withdrawn?.body, '3.2');
    expect(withdrawn?.body).toMatchObject({ pubStatus: 'canceled', version: '2' });
    const g2Withdrawal = hitsOf('/g2')[1]?.text ?? '';
    await expectIptcValid(g2Withdrawal, 'newsml-g2');
    expect(g2Withdrawal).toContain('<pubStatus qcode="stat:canceled"/>');
    expect(g2Withdrawal).toMatch(/version="2"/);
  });

  it('matches a filter word typed in Latin letters by its Devanagari reading the archive holds too', async () => {
    await publish('सरकारले बजेट ल्यायो', { languageId: NEPALI });
    await t.app.dispatchItemChanges();
    const { headers } = await signedInClient(t.app, t.db);
    await addHook(headers, '/romanized', { query: 'sarkar' });
    const match = await publish('सरकारको नयाँ निर्णय', { languageId: NEPALI });
    await publish('मौसम सफा रहने', { languageId: NEPALI });
    await t.app.dispatchItemChanges();

    await expect
      .poll(() => hitsOf('/romanized').map((hit) => hit.body.uri), { timeout: 10_000 })
      .toEqual([`http://portal.test/news/${match.id}`]);
  });

  it('tries again after a 500 with the same event id, then logs the delivery and clears the failure', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/flaky', { category_ids: [SPORTS] });
    answers.set('/flaky', [500]);
    await publish('Cricket final', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();

    await expect.poll(() => hitsOf('/flaky').length, { timeout: 15_000 }).toBe(2);
    const [first, second] = hitsOf('/flaky');
    expect(second?.eventId).toBe(first?.eventId);
    expect(second?.signatureOk).toBe(true);
    await expect
      .poll(async () => (await deliveriesOf(headers, hook.id)).data.map((row) => [row.attempt, row.http_status, row.outcome]))
      .toEqual([
        [2, 200, 'delivered'],
        [1, 500, 'failed'],
      ]);
    const [row] = await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id));
    expect(row?.failingSince).toBeNull();
  });

  it('sends a correction with a higher version and a cancellation after an unpublish, named so in the log', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const hook = await addHook(headers, '/lifecycle', { query: 'landslide' });
    const item = await publish('Landslide blocks highway');
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/lifecycle').length, { timeout: 10_000 }).toBe(1);

    await t.db.update(news).set({ title: 'Landslide blocks Prithvi highway' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/lifecycle').length, { timeout: 10_000 }).toBe(2);
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/lifecycle').length, { timeout: 10_000 }).toBe(3);

    const [, correction, cancellation] = hitsOf('/lifecycle');
    expect(correction?.body).toMatchObject({
      version: '2',
      pubstatus: 'usable',
      headlines: [{ value: 'Landslide blocks Prithvi highway' }],
    });
    expect(cancellation?.body).toMatchObject({ uri: `http://portal.test/news/${item.id}`, version: '3', pubstatus: 'canceled' });
    expect(cancellation?.signatureOk).toBe(true);
    expect(new Set(hitsOf('/lifecycle').map((hit) => hit.eventId)).size).toBe(3);
    await expect
      .poll(async () => (await deliveriesOf(headers, hook.id)).data.map((row) => [row.event_id, row.event]))
      .toEqual(
        [cancellation, correction, hitsOf('/lifecycle')[0]].map((hit, index) => [hit?.eventId, ['canceled', 'corrected', 'new'][index]]),
      );
  });

  it('tells a hook on a category when an item leaves it, with the category it went to', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    await addHook(headers, '/sports-desk', { category_ids: [SPORTS] });
    const item = await publish('Football league resumes', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/sports-desk').length, { timeout: 10_000 }).toBe(1);

    await t.db
      .update(news)
      .set({ categoryIds: [POLITICS] })
      .where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/sports-desk').length, { timeout: 10_000 }).toBe(2);
    expect(hitsOf('/sports-desk')[1]?.body).toMatchObject({
      version: '2',
      // The category, then its IPTC Media Topic (the seeded default).
      subjects: [
        { literal: 'politics', rel: 'category' },
        { literal: 'medtop:11000000', rel: 'about' },
      ],
    });
  });

  it('sends nothing to a suspended client', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await addHook(headers, '/suspended');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, client.id));
    await publish('Anything at all');
    await t.app.dispatchItemChanges();
    await addHook((await signedInClient(t.app, t.db)).headers, '/witness');
    await publish('Witness item');
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/witness').length, { timeout: 10_000 }).toBe(1);
    expect(hitsOf('/suspended')).toEqual([]);
  });

  it('pauses a hook that has failed for 24 hours, mails its client once, and resumes on request', async () => {
    const { client, headers: firstHeaders } = await signedInClient(t.app, t.db);
    const hook = await addHook(firstHeaders, '/down', { query: 'earthquake' });
    answers.set('/down', Array(100).fill(500));
    await publish('Earthquake shakes the west');
    await t.app.dispatchItemChanges();
    await expect.poll(() => hitsOf('/down').length, { timeout: 10_000 }).toBe(1);

    clock += 25 * HOUR;
    await expect
      .poll(async () => (await t.db.select().from(webhooks).where(eq(webhooks.id, hook.id)))[0]?.status, { timeout: 15_000 })
      .toBe('paused');
    const mail = await t.smtp.waitFor(client.email, 10_000);
    expect(mail.subject).toBe(messages.webhookPausedMail.en.subject(`${base}/down`));
    const triesWhenPaused = hitsOf('/down').length;
    // A day later the first session has ended: the client signs in again.
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
    const headers = bearer(login.json().data.access_token as string);

    await publish('Earthquake aftershock');
    await t.app.dispatchItemChanges();
    const listed = (await t.app.inject({ method: 'GET', url: HOOKS, headers })).json().data[0];
    expect(listed).toMatchObject({ status: 'paused', failing_since: expect.any(String) });
    expect(hitsOf('/down')).toHaveLength(triesWhenPaused);
    expect(t.smtp.mails.filter((item) => item.to.includes(client.email))).toHaveLength(1);

    answers.set('/down', []);
    const resumed = await t.app.inject({ method: 'POST', url: `${HOOKS}/${hook.id}/resume`, headers });
    expect(resumed.json().data).toMatchObject({ status: 'active', failing_since: null });
    await publish('Earthquake relief arrives');
    await t.app.dispatchItemChanges();
    await expect
      .poll(() => hitsOf('/down').at(-1)?.body.headlines, { timeout: 10_000 })
      .toEqual([expect.objectContaining({ value: 'Earthquake relief arrives' })]);
  });
});
