import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientCategories, clientSites, linkApis, radioStations } from '../../db/schema.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { buildStaff, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const ACCOUNT = '/api/auth/v2/client/my-account';
let t: TestApp;

type Headers = Record<string, string>;
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  t.app.inject({ method, url: `${ACCOUNT}/${url}`, headers, payload });

const clientApiBody = (values: Record<string, unknown> = {}) => ({
  key: 'API',
  values: {
    catergoy_api: 'https://site.example/api/categories',
    store_api: 'https://site.example/api/articles',
    token: 'site-token',
    ...values,
  },
});
const linkApiBody = (fields: Record<string, unknown> = {}) => ({
  category: 'https://site.example/link/categories',
  post: 'https://site.example/link/posts',
  token: 'link-token',
  key: 'API',
  ...fields,
});
const radioBody = (fields: Record<string, unknown> = {}) => ({
  name: 'Radio Himal',
  url: 'https://stream.example/live',
  web_url: 'https://radio.example',
  address: 'Kathmandu',
  ...fields,
});

type Integration = {
  name: string;
  save: string;
  remove: string;
  body: () => Record<string, unknown>;
  changed: Record<string, unknown>;
  texts: { added: string; updated: string; removed: string };
  /** Body, field in error, its message. */
  invalid: [Record<string, unknown>, string, string][];
};

/** The three integrations, each with its paths (spelled as SPEC.md §7), bodies, field names and texts. */
const integrations: Integration[] = [
  {
    name: 'Client API',
    save: 'api-clienturl',
    remove: 'api-clineturl/delete',
    body: clientApiBody,
    changed: clientApiBody({ store_api: 'https://site.example/api/v2/articles' }),
    texts: { added: messages.clientApiAdded, updated: messages.clientApiUpdated, removed: messages.clientApiRemoved },
    invalid: [
      [clientApiBody({ catergoy_api: '' }), 'values.catergoy_api', messages.requiredField('Category URL')],
      [clientApiBody({ catergoy_api: 'site.example/categories' }), 'values.catergoy_api', messages.urlInvalid],
      [clientApiBody({ store_api: undefined }), 'values.store_api', messages.requiredField('Post URL')],
      [clientApiBody({ store_api: 'javascript:alert(1)' }), 'values.store_api', messages.urlInvalid],
      [clientApiBody({ token: ' ' }), 'values.token', messages.requiredField('Token')],
      [clientApiBody({ catergoy_api: 'http://127.0.0.1:8080/api/categories' }), 'values.catergoy_api', messages.outboundRefused],
      [clientApiBody({ store_api: 'http://169.254.169.254/latest' }), 'values.store_api', messages.outboundRefused],
      [clientApiBody({ store_api: 'http://[::1]/api' }), 'values.store_api', messages.outboundRefused],
      [clientApiBody({ catergoy_api: 'http://localhost/api' }), 'values.catergoy_api', messages.outboundRefused],
    ],
  },
  {
    name: 'Link API',
    save: 'api-integration',
    remove: 'api-integration/delete',
    body: linkApiBody,
    changed: linkApiBody({ token: 'new-link-token' }),
    texts: { added: messages.linkApiAdded, updated: messages.linkApiUpdated, removed: messages.linkApiRemoved },
    invalid: [
      [linkApiBody({ category: undefined }), 'category', messages.requiredField('Category')],
      [linkApiBody({ category: 'not a url' }), 'category', messages.urlInvalid],
      [linkApiBody({ post: '' }), 'post', messages.requiredField('Post')],
      [linkApiBody({ token: '' }), 'token', messages.requiredField('Token')],
      [linkApiBody({ post: 'http://10.0.0.8/posts' }), 'post', messages.outboundRefused],
    ],
  },
  {
    name: 'Connect Radio',
    save: 'radio-integration',
    remove: 'radio-integration/delete',
    body: radioBody,
    changed: radioBody({ address: 'Pokhara' }),
    texts: { added: messages.radioAdded, updated: messages.radioUpdated, removed: messages.radioRemoved },
    invalid: [
      [radioBody({ name: '' }), 'name', messages.requiredField('Name')],
      [radioBody({ url: 'stream' }), 'url', messages.urlInvalid],
      [radioBody({ web_url: undefined }), 'web_url', messages.requiredField('Web URL')],
      [radioBody({ address: 'x'.repeat(256) }), 'address', messages.maxLength(255)],
    ],
  },
];

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.each(integrations)('$name', (integration) => {
  it('adds, changes and removes it with the spec texts', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const added = await send('POST', integration.save, headers, integration.body());
    expect(added.statusCode).toBe(201);
    expect(added.json().message).toBe(integration.texts.added);
    const id = added.json().data.id as number;

    const updated = await send('PUT', `${integration.save}/${id}`, headers, integration.changed);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toBe(integration.texts.updated);

    const removed = await send('POST', integration.remove, headers, { delete_rows: [id] });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: integration.texts.removed });
    const account = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers })).json().data;
    expect([account.apiUrl, account.api, account.radio]).toEqual([null, null, null]);
  });

  it.each(integration.invalid)('answers 422 and saves nothing: %j → %s', async (body, field, message) => {
    const { headers } = await signedInClient(t.app, t.db);
    const response = await send('POST', integration.save, headers, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
    const account = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers })).json().data;
    expect([account.apiUrl, account.api, account.radio]).toEqual([null, null, null]);
  });

  it('answers 409 to a second add: one per client', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    expect((await send('POST', integration.save, headers, integration.body())).statusCode).toBe(201);
    const again = await send('POST', integration.save, headers, integration.body());
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(messages.integrationExists);
  });

  it("answers 404 to a change or removal of another client's row, and changes nothing", async () => {
    const owner = await signedInClient(t.app, t.db);
    const stranger = await signedInClient(t.app, t.db);
    const id = (await send('POST', integration.save, owner.headers, integration.body())).json().data.id as number;
    const strangersOwn = (await send('POST', integration.save, stranger.headers, integration.body())).json().data.id as number;

    expect((await send('PUT', `${integration.save}/${id}`, stranger.headers, integration.changed)).statusCode).toBe(404);
    expect((await send('POST', integration.remove, stranger.headers, { delete_rows: [id] })).statusCode).toBe(404);
    // One foreign id among the stranger's own: nothing at all is deleted.
    expect((await send('POST', integration.remove, stranger.headers, { delete_rows: [strangersOwn, id] })).statusCode).toBe(404);

    const ownerView = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers: owner.headers })).json().data;
    const strangerView = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers: stranger.headers })).json().data;
    const cardOf = (view: Record<string, { id: number } | null>) => [view.apiUrl, view.api, view.radio].find(Boolean);
    expect(cardOf(ownerView)).toEqual(added(integration.body(), id));
    expect(cardOf(strangerView)?.id).toBe(strangersOwn);
  });

  it('answers 422 to an empty delete_rows and 401 without a session', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const empty = await send('POST', integration.remove, headers, { delete_rows: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.delete_rows).toEqual([messages.atLeastOne]);
    expect((await t.app.inject({ method: 'POST', url: `${ACCOUNT}/${integration.save}`, payload: integration.body() })).statusCode).toBe(
      401,
    );
  });
});

/** The card My Account shows for what was sent (the radio adds its status). */
function added(body: Record<string, unknown>, id: number) {
  if ('values' in body) {
    const { catergoy_api, store_api, token } = body.values as Record<string, string>;
    return { id, catergoy_api, store_api, token, signing_secret: expect.stringMatching(/^whsec_[\w-]{43}$/) };
  }
  if ('web_url' in body)
    return { id, name: body.name, url: body.url, web_url: body.web_url, address: body.address, status: 'not_verified' };
  return { id, category: body.category, post: body.post, token: body.token };
}

describe('tokens at rest', () => {
  it('stores the client API and link API tokens sealed, never in clear', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    await send('POST', 'api-clienturl', headers, clientApiBody({ token: 'clear-site-token' }));
    await send('POST', 'api-integration', headers, linkApiBody({ token: 'clear-link-token' }));
    const [site] = await t.db.select().from(clientSites).where(eq(clientSites.userId, client.id));
    const [link] = await t.db.select().from(linkApis).where(eq(linkApis.userId, client.id));
    expect(JSON.stringify(site)).not.toContain('clear-site-token');
    expect(JSON.stringify(link)).not.toContain('clear-link-token');
    const box = createSecretBox(t.config.appSecret);
    expect(box.open(site?.sealedToken as string)).toBe('clear-site-token');
    expect(box.open(link?.sealedToken as string)).toBe('clear-link-token');
  });
});

describe('Client API body', () => {
  it('answers 404 when user_id names another client, and saves nothing', async () => {
    const { headers } = await signedInClient(t.app, t.db);
    const other = await signedInClient(t.app, t.db);
    const response = await send('POST', 'api-clienturl', headers, { ...clientApiBody(), user_id: other.client.id });
    expect(response.statusCode).toBe(404);
    const account = (await t.app.inject({ method: 'GET', url: ACCOUNT, headers })).json().data;
    expect(account.apiUrl).toBeNull();
  });
});

describe('Connect Radio once verified', () => {
  it('refuses change and removal with 403 once the agency verified it', async () => {
    const { client, headers } = await signedInClient(t.app, t.db);
    const id = (await send('POST', 'radio-integration', headers, radioBody())).json().data.id as number;
    await t.db.update(radioStations).set({ status: 'verified', verifiedAt: new Date() }).where(eq(radioStations.id, id));

    const change = await send('PUT', `radio-integration/${id}`, headers, radioBody({ name: 'Renamed' }));
    expect(change.statusCode).toBe(403);
    expect(change.json().message).toBe(messages.radioLocked);
    const removal = await send('POST', 'radio-integration/delete', headers, { delete_rows: [id] });
    expect(removal.statusCode).toBe(403);
    const [stored] = await t.db.select().from(radioStations).where(eq(radioStations.userId, client.id));
    expect(stored).toMatchObject({ id, name: 'Radio Himal', status: 'verified' });
  });
});

describe('outbound calls with the loopback setting off', () => {
  it('refuses a stored loopback site when connecting, for categories and posts: the site never hears of them', async () => {
    let calls = 0;
    const site = http.createServer((_request, response) => {
      calls += 1;
      response.writeHead(201, { 'content-type': 'application/json' }).end('{"data":[]}');
    });
    await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    try {
      const staff = await buildStaff(t.db);
      const item = await t.app.content.news.create(newsFixture(staff.id));
      const { client, headers } = await signedInClient(t.app, t.db);
      // As if saved while the setting was on: the save-time check is a courtesy, the connect-time check the guard.
      const box = createSecretBox(t.config.appSecret);
      await t.db.insert(clientSites).values({
        userId: client.id,
        categoryUrl: `${base}/api/categories`,
        storeUrl: `${base}/api/articles`,
        sealedToken: box.seal('site-token'),
      });
      await t.db.insert(clientCategories).values({ userId: client.id, externalId: 11, name: 'Politics' });

      const refresh = await t.app.inject({ method: 'POST', url: '/api/client/category', headers, payload: {} });
      expect(refresh.statusCode).toBe(502);
      expect(refresh.json().message).toBe(messages.clientCategoriesFailed);
      const post = await t.app.inject({
        method: 'POST',
        url: '/api/client/news-post',
        headers,
        payload: { news_id: item.id, category: 11 },
      });
      expect(post.statusCode).toBe(502);
      expect(post.json()).toMatchObject({
        message: messages.postFailedBecause(messages.outboundRefused),
        data: { status: 'failed', http_status: null, message: messages.outboundRefused },
      });
      expect(calls).toBe(0);
    } finally {
      await new Promise((resolve) => site.close(resolve));
    }
  });
});
