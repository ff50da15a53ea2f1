import { feedItemsPage, messages, NINJS_VERSIONS, type NinjsVersion, ninjsSchemaUri } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, news } from '../../db/schema.ts';
import { buildStaff, NEPALI, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { bearer } from '../../test/http.ts';
import { expectValidNinjs } from '../../test/ninjs-schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { unzip } from '../../test/zip-entries.ts';

/**
 * ninjs 2.1, 2.3 and 3.2 side by side: the same item in each version from the Feed API, the downloads and the
 * choice of version (`?ninjs=`, an Accept profile, a 400 for a version the portal does not send). Every answer is
 * held to IPTC's schema of its version.
 */

type Doc = Record<string, unknown> & { associations?: Doc[]; renditions?: Doc[] };

let t: TestApp;
let staffId: number;
let key: string;
let headers: Record<string, string>;

const POKHARA = 414;
const KASKI = 38;
const GANDAKI = 4;
const TITLE = 'पोखरामा बाढी: फेवा तालको सतह बढ्यो';
const BODY = '<p>कास्कीमा लगातार वर्षा भएपछि <strong>फेवा ताल</strong>को सतह बढेको छ।</p>';

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
  const client = await signedInClient(t.app, t.db, { expiresInDays: 30 });
  headers = client.headers;
  const created = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'ninjs versions' } });
  key = created.json().data.key as string;
});
afterAll(async () => {
  await t.close();
});

const feedItem = (id: number, query = '', extra: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${id}${query}`, headers: { ...bearer(key), ...extra } });

/** A Nepali item with everything the 2.1 presenter sends: summary, body, places, categories, urgency, terms, note, a picture with a caption and scaled copies, and a video. */
async function richItem() {
  const item = await t.app.content.news.create(
    newsFixture(staffId, {
      title: TITLE,
      content: BODY,
      metaDescription: 'फेवा तालको सतह बढेपछि किनारका बस्ती सतर्क',
      languageId: NEPALI,
    }),
  );
  await t.db
    .update(news)
    .set({
      breaking: true,
      provinceId: GANDAKI,
      districtId: KASKI,
      localLevelId: POKHARA,
      usageTerms: 'Not for use before the evening bulletin',
      editorNote: 'Pictures by the Pokhara bureau',
      sourceName: 'Pokhara bureau',
    })
    .where(eq(news.id, item.id));
  await t.db.insert(media).values([
    {
      newsId: item.id,
      role: 'main',
      kind: 'image',
      path: `news/${item.id}/main.jpg`,
      extension: 'jpg',
      mime: 'image/jpeg',
      size: 2048,
      width: 1600,
      height: 900,
      caption: 'फेवा तालको किनार',
      renditions: [
        { width: 480, path: `news/${item.id}/main-480.webp` },
        { width: 960, path: `news/${item.id}/main-960.webp` },
      ],
    },
    { newsId: item.id, kind: 'video', path: `news/${item.id}/clip.mp4`, extension: 'mp4', mime: 'video/mp4', size: 9000, position: 1 },
  ]);
  await t.app.dispatchItemChanges();
  return item;
}

/** The item in each version, each held to its schema. */
async function inEveryVersion(id: number): Promise<Record<NinjsVersion, Doc>> {
  const entries = await Promise.all(
    NINJS_VERSIONS.map(async (version) => {
      const answer = await feedItem(id, `?ninjs=${version}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const document = answer.json() as Doc;
      expectValidNinjs(document, version);
      return [version, document] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<NinjsVersion, Doc>;
}

/** Every property name anywhere in a document. */
function namesIn(node: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(node)) for (const entry of node) namesIn(entry, into);
  else if (node && typeof node === 'object') {
    for (const [name, value] of Object.entries(node)) {
      into.add(name);
      namesIn(value, into);
    }
  }
  return into;
}

/** A document without its `standard` (and its associations' ones), the links' signatures left aside. */
function withoutStandard(document: Doc): Doc {
  const { standard: _standard, associations, ...rest } = document;
  return { ...rest, ...(associations ? { associations: associations.map(withoutStandard) } : {}) };
}

const unsigned = (text: string) => text.replace(/expires=\d+&signature=[\w-]+/g, 'signed');

describe('one item in ninjs 2.1, 2.3 and 3.2', () => {
  it('sends a Nepali item with its picture and video in each version, valid against its schema, every 2.1 field mapped', async () => {
    const item = await richItem();
    const { '2.1': v21, '2.3': v23, '3.2': v32 } = await inEveryVersion(item.id);

    for (const [version, document] of [
      ['2.1', v21],
      ['2.3', v23],
      ['3.2', v32],
    ] as const) {
      const standard = { name: 'ninjs', version, schema: ninjsSchemaUri(version) };
      expect(document.standard).toEqual(standard);
      for (const association of document.associations ?? []) expect(association.standard).toEqual(standard);
    }

    // 2.3 is 2.1 with the version named: the same names and values.
    expect(JSON.parse(unsigned(JSON.stringify(withoutStandard(v23))))).toEqual(JSON.parse(unsigned(JSON.stringify(withoutStandard(v21)))));

    // 3.2: the 3.x names, the same values.
    const [picture21, video21] = v21.associations ?? [];
    const [picture32, video32] = v32.associations ?? [];
    expect(v32).toMatchObject({
      uri: v21.uri,
      type: 'composite',
      representationType: 'full',
      version: v21.version,
      firstCreated: v21.firstcreated,
      versionCreated: v21.versioncreated,
      pubStatus: 'usable',
      urgency: 1,
      language: 'ne',
      headlines: [{ role: 'main', contentType: 'text/plain', value: TITLE }],
      descriptions: [{ role: 'summary', contentType: 'text/plain', value: 'फेवा तालको सतह बढेपछि किनारका बस्ती सतर्क' }],
      bodies: [
        {
          role: 'main',
          contentType: 'text/html',
          value: BODY,
          charCount: (v21.bodies as Doc[])[0]?.charcount,
          wordCount: (v21.bodies as Doc[])[0]?.wordcount,
        },
      ],
      subjects: v21.subjects,
      places: v21.places,
      copyrightHolder: v21.copyrightholder,
      copyrightNotice: v21.copyrightnotice,
      usageTerms: v21.usageterms,
      edNote: 'Pictures by the Pokhara bureau\nSource: Pokhara bureau',
    });
    expect((v32.places as Doc[]).map((place) => place.name)).toEqual(['पोखरा', 'कास्की', 'गण्डकी']);
    expect(picture32).toMatchObject({
      name: 'featureimage',
      uri: picture21?.uri,
      type: 'picture',
      version: picture21?.version,
      versionCreated: picture21?.versioncreated,
      pubStatus: 'usable',
      descriptions: [{ role: 'caption', contentType: 'text/plain', value: 'फेवा तालको किनार' }],
    });
    expect(picture32?.renditions?.map(({ href: _href, ...rest }) => rest)).toEqual([
      // No size: a picture's link serves its copy with IPTC metadata, not the 2048 bytes stored (served-sizes.test.ts).
      { name: 'original', contentType: 'image/jpeg', width: 1600, height: 900 },
      { name: 'w480', contentType: 'image/webp', width: 480 },
      { name: 'w960', contentType: 'image/webp', width: 960 },
    ]);
    expect(picture32?.renditions?.[0]?.href).toMatch(/\/media\/news\/\d+\/main\.jpg\?expires=\d+&signature=/);
    expect(video32).toMatchObject({
      type: 'video',
      renditions: [expect.objectContaining({ contentType: 'video/mp4', sizeInBytes: 9000 })],
    });
    expect(video21?.type).toBe('video');

    // No 2.x spelling is left anywhere in the 3.2 document, and 2.1 has none of the 3.x ones.
    const names32 = namesIn(v32);
    for (const old of ['versioncreated', 'pubstatus', 'contenttype', 'sizeinbytes', 'charcount', 'wordcount', 'ednote', 'usageterms']) {
      expect(names32.has(old), old).toBe(false);
    }
    expect(namesIn(v21).has('versionCreated')).toBe(false);
  });

  it('sends a correction with a higher version and a withdrawal as canceled, in each version and on every page', async () => {
    const start = (await t.app.inject({ method: 'GET', url: '/api/feed/v1/items?limit=1', headers: bearer(key) })).json() as {
      next_cursor: string;
    };
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'Flood warning', languageId: NEPALI }));
    await t.app.dispatchItemChanges();
    await t.db.update(news).set({ title: 'बाढीको चेतावनी: कोशी' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const corrected = await inEveryVersion(item.id);
    expect(corrected['2.1']).toMatchObject({ version: '2', pubstatus: 'usable', headlines: [{ value: 'बाढीको चेतावनी: कोशी' }] });
    expect(corrected['2.3']).toMatchObject({ version: '2', pubstatus: 'usable' });
    expect(corrected['3.2']).toMatchObject({ version: '2', pubStatus: 'usable', headlines: [{ value: 'बाढीको चेतावनी: कोशी' }] });

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const canceled = await inEveryVersion(item.id);
    expect(canceled['2.1']).toMatchObject({ version: '3', pubstatus: 'canceled', language: 'ne' });
    expect(canceled['2.3']).toMatchObject({ version: '3', pubstatus: 'canceled', standard: { version: '2.3' } });
    expect(canceled['3.2']).toEqual({
      uri: `http://portal.test/news/${item.id}`,
      standard: { name: 'ninjs', version: '3.2', schema: ninjsSchemaUri('3.2') },
      type: 'text',
      version: '3',
      versionCreated: expect.any(String),
      pubStatus: 'canceled',
      language: 'ne',
    });

    for (const version of NINJS_VERSIONS) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/feed/v1/items?since=${start.next_cursor}&ninjs=${version}`,
        headers: bearer(key),
      });
      const body = answer.json() as { items: Doc[] };
      for (const document of body.items) expectValidNinjs(document, version);
      // The documented page schema holds every version as sent.
      expect(feedItemsPage.parse(body)).toEqual(body);
      expect(body.items.find((document) => document.uri === `http://portal.test/news/${item.id}`)).toMatchObject(
        version === '3.2' ? { pubStatus: 'canceled' } : { pubstatus: 'canceled' },
      );
    }
  });
});

describe('choosing the version', () => {
  it('answers 2.1 as before when nothing is asked, and the version named by ?ninjs= or an Accept profile', async () => {
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'Choose a version' }));
    await t.app.dispatchItemChanges();

    const plain = await feedItem(item.id);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers.vary).toContain('Accept');
    expect(plain.json().standard.version).toBe('2.1');

    const byQuery = await feedItem(item.id, '?ninjs=3.2');
    expect(byQuery.headers['content-type']).toBe(`application/json; charset=utf-8; profile="${ninjsSchemaUri('3.2')}"`);
    expect(byQuery.json().standard.version).toBe('3.2');

    for (const [accept, version] of [
      [`application/json; profile="${ninjsSchemaUri('3.2')}"`, '3.2'],
      ['application/json;profile="https://iptc.org/std/ninjs/ninjs-schema_2.3.json#"', '2.3'],
      [`text/html;q=0.9, application/json; profile="https://example.com/other ${ninjsSchemaUri('2.3')}"`, '2.3'],
      [`application/json; profile="${ninjsSchemaUri('3.2')}"; q=0, application/json`, '2.1'],
      ['application/json; profile="https://example.com/some-other-profile"', '2.1'],
      ['*/*', '2.1'],
    ] as const) {
      const answer = await feedItem(item.id, '', { accept });
      expect(answer.statusCode, accept).toBe(200);
      expect(answer.json().standard.version, accept).toBe(version);
      expectValidNinjs(answer.json(), version);
    }

    // The parameter wins over the header.
    const both = await feedItem(item.id, '?ninjs=2.3', { accept: `application/json; profile="${ninjsSchemaUri('3.2')}"` });
    expect(both.json().standard.version).toBe('2.3');
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/feed/v1/items?limit=2',
      headers: { ...bearer(key), accept: `application/json; profile="${ninjsSchemaUri('3.2')}"` },
    });
    expect(page.headers['content-type']).toContain('ninjs-schema_3.2.json');
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/feed/v1/items?limit=20&ninjs=2.3',
      headers: { ...bearer(key), 'accept-encoding': 'gzip' },
    });
    // Compressed or not, caches are told the answer depends on Accept (its profile) as well as on the encoding.
    expect(String(gzipped.headers.vary).toLowerCase()).toMatch(/(?=.*\baccept\b)(?=.*accept-encoding)/);
    for (const document of page.json().items as Doc[]) expectValidNinjs(document, '3.2');
  });

  it('refuses a version it does not send with a 400 naming the versions, by parameter or by profile', async () => {
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'No such version' }));
    await t.app.dispatchItemChanges();
    const expected = messages.ninjsVersionUnknown('4.0', NINJS_VERSIONS);
    expect(expected).toContain('2.1, 2.3, 3.2');
    for (const answer of [
      await feedItem(item.id, '?ninjs=4.0'),
      await t.app.inject({ method: 'GET', url: '/api/feed/v1/items?ninjs=4.0', headers: bearer(key) }),
      await feedItem(item.id, '', { accept: 'application/json; profile="http://www.iptc.org/std/ninjs/ninjs-schema_4.0.json"' }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe(expected);
    }
    expect((await feedItem(item.id, '?ninjs=2.2')).json().message).toContain('ninjs 2.2 is not a version');
  });
});

describe('the OpenAPI description', () => {
  it('names the versions on both Feed API routes, their ninjs parameter, and the webhook body formats', async () => {
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/feed/v1/items', '/api/feed/v1/items/{id}']) {
      const route = docs.paths[path].get;
      expect(route.summary, path).toContain('2.1, 2.3 or 3.2');
      expect(route.description, path).toContain(`profile="${ninjsSchemaUri('3.2')}"`);
      expect(route.description, path).toContain('429');
      expect(
        route.parameters.map((parameter: { name: string }) => parameter.name),
        path,
      ).toContain('ninjs');
    }
    const create = docs.paths['/api/client/webhooks'].post;
    expect(create.description).toContain('`ninjs-3.2`');
    expect(JSON.stringify(create.requestBody)).toContain('"ninjs-2.3"');
  });
});

describe('downloads in each version', () => {
  it('downloads the ninjs file in the version asked for, 2.1 without one, and refuses an unknown one', async () => {
    const item = await richItem();
    const download = (query: string) =>
      t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news/${item.id}/download?format=ninjs${query}`, headers });
    const plain = await download('');
    expect(plain.statusCode).toBe(200);
    expectValidNinjs(plain.json(), '2.1');
    for (const version of NINJS_VERSIONS) {
      const answer = await download(`&ninjs=${version}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toContain('.json');
      expectValidNinjs(answer.json(), version);
      expect(answer.json().standard.version).toBe(version);
    }
    expect((await download('&ninjs=3.2')).json()).toMatchObject({ pubStatus: 'usable', headlines: [{ value: TITLE }] });
    const refused = await download('&ninjs=9');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(messages.ninjsVersionUnknown('9', NINJS_VERSIONS));
  });

  it("writes the ZIP's .json in the version asked for", async () => {
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'Zipped in three', languageId: NEPALI }));
    await t.app.dispatchItemChanges();
    const zip = await t.app.inject({
      method: 'GET',
      url: `/api/auth/v2/client/news/download.zip?ids=${item.id}&ninjs=3.2`,
      headers,
    });
    expect(zip.statusCode).toBe(200);
    const json = JSON.parse(String([...(await unzip(zip.rawPayload))].find(([name]) => name.endsWith('.json'))?.[1]));
    expectValidNinjs(json, '3.2');
    expect(json).toMatchObject({ uri: `http://portal.test/news/${item.id}`, pubStatus: 'usable' });
    const refused = await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news/download.zip?ids=${item.id}&ninjs=3`, headers });
    expect(refused.statusCode).toBe(400);
  });
});
