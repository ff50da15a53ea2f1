import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@portal/shared';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestBinaries, ingestItems, media, news, staffApiKeys } from '../../db/schema.ts';
import { createStorage } from '../../lib/create-storage.ts';
import { buildStaff, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { bearer, multipartBody, pngImage, signInToken } from '../../test/http.ts';
import { createIngestKey } from '../../test/staff-ingest-keys.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectIptcValid } from '../../test/xsd.ts';
import { UNUSED_BINARY_KEEP_MS } from './ingest-binary-sweep.ts';
import { superdeskSignature } from './superdesk-signature.ts';

/**
 * Items shaped as newsroom-core's push tests and fixtures shape them (tests/core/test_push.py, tests/fixtures/
 * item_fixture.json): Superdesk ninjs with `guid`, `version`, `body_html`, `subject` with scheme and code, `place`,
 * `associations.featuremedia` whose renditions name a binary pushed to /push_binary by `media`.
 */
const KEY = 'superdesk secret token 0123456789';
const SPORT = { name: 'sport', code: '15000000', scheme: 'subject' };

let t: TestApp;
let staffHeaders: Record<string, string>;

const superdeskItem = (guid: string, overrides: Record<string, unknown> = {}) => ({
  guid,
  type: 'text',
  version: '1',
  language: 'en-CA',
  headline: 'Interims go 4-0',
  slugline: 'FBC-T25',
  body_html: '<p>Maybe making a coaching change is not such a terrible idea.</p>',
  urgency: 3,
  pubstatus: 'usable',
  firstcreated: '2026-11-30T08:00:57+0000',
  versioncreated: '2026-11-30T08:00:57+0000',
  subject: [SPORT],
  place: [{ name: 'Bagmati', code: 'BAG', scheme: 'place_custom' }],
  ...overrides,
});

function push(item: unknown, key = KEY, signature?: string | null) {
  const payload = JSON.stringify(item);
  const header = signature === null ? {} : { 'x-superdesk-signature': signature ?? superdeskSignature(key, payload) };
  return t.app.inject({ method: 'POST', url: '/push', payload, headers: { 'content-type': 'application/json', ...header } });
}

async function pushed(item: unknown) {
  const answer = await push(item);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { outcome: string; news_id: number | null; version: number; unmapped: string[] };
}

async function pushBinary(mediaId: string, data: Buffer, signed = true) {
  const { payload, headers } = await multipartBody({ media_id: mediaId }, { media: { data, name: 'picture.png', type: 'image/png' } });
  const signature = signed ? { 'x-superdesk-signature': superdeskSignature(KEY, payload) } : {};
  return t.app.inject({ method: 'POST', url: '/push_binary', payload, headers: { ...headers, ...signature } });
}

const newsRow = async (id: number) => (await t.db.select().from(news).where(eq(news.id, id)))[0];
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;

async function mapping(kind: string, value: string, target: string | null) {
  const answer = await t.app.inject({
    method: 'PUT',
    url: '/api/v1/ingest/mappings',
    headers: staffHeaders,
    payload: { kind, value, target },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as { id: number };
}

beforeAll(async () => {
  // Pictures a G2 item names by address are fetched from a server on this machine (below).
  t = await buildTestApp({ env: { OUTBOUND_ALLOW_LOOPBACK: 'true' } });
  const staff = await buildStaff(t.db);
  staffHeaders = bearer(await signInToken(t.app, staff.email));
  const saved = await t.app.inject({ method: 'PUT', url: '/api/v1/ingest/settings', headers: staffHeaders, payload: { key: KEY } });
  expect(saved.statusCode, saved.body).toBe(200);
  await mapping('category', 'subject:15000000', String(SPORTS));
  await mapping('place', 'place_custom:BAG', 'province:3');
});
afterAll(async () => {
  await t.close();
});

describe('Superdesk push signature', () => {
  it('refuses a push without a signature or with a wrong one, and takes a right one', async () => {
    const item = superdeskItem('urn:sig');
    expect((await push(item, KEY, null)).statusCode).toBe(403);
    expect((await push(item, 'another key entirely')).statusCode).toBe(403);
    expect((await push(item, KEY, 'sha1=0000')).statusCode).toBe(403);
    expect((await t.db.select().from(ingestItems).where(eq(ingestItems.guid, 'urn:sig'))).length).toBe(0);
    expect((await push(item)).statusCode).toBe(200);
    expect((await pushBinary('sig-binary', await pngImage(), false)).statusCode).toBe(403);
  });

  it('holds a signed push to the checks of every body: nested too deep is 400, nothing kept', async () => {
    const nested = JSON.parse(`${'{"a":'.repeat(100)}1${'}'.repeat(100)}`);
    const answer = await push({ ...superdeskItem('urn:deep'), extra: nested });
    expect({ status: answer.statusCode, message: answer.json().message }).toEqual({ status: 400, message: messages.nestedTooDeep });
    expect((await t.db.select().from(ingestItems).where(eq(ingestItems.guid, 'urn:deep'))).length).toBe(0);
  });

  it('never shows the key, and refuses the console to non-staff', async () => {
    const settings = await t.app.inject({ method: 'GET', url: '/api/v1/ingest/settings', headers: staffHeaders });
    expect(settings.json().data).toMatchObject({ key_set: true });
    expect(settings.body).not.toContain(KEY);
    const { headers } = await signedInClient(t.app, t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/ingest/settings', headers })).statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/ingest/mappings',
      headers: staffHeaders,
      payload: { kind: 'place', value: 'X', target: '27' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.target).toBeDefined();
  });
});

describe('Superdesk push: publish, correct, ignore, withdraw', () => {
  it('publishes a new item with its picture pushed first, corrects it as version 2 in the Feed API, ignores a lower version, withdraws on canceled', async () => {
    const mediaId = '20261130080057/5f0c3bd9c3f5d4a6b8e4a1c2.png';
    expect((await t.app.inject({ method: 'GET', url: `/push_binary/${encodeURIComponent(mediaId)}` })).statusCode).toBe(404);
    expect((await pushBinary(mediaId, await pngImage(200))).statusCode).toBe(201);
    expect((await t.app.inject({ method: 'GET', url: `/push_binary/${encodeURIComponent(mediaId)}` })).statusCode).toBe(200);

    const picture = {
      type: 'picture',
      mimetype: 'image/png',
      headline: 'Georgia Tech interim coach',
      renditions: {
        '4-3': { media: mediaId },
        baseImage: { media: mediaId, href: 'http://superdesk.invalid/x' },
        viewImage: { media: mediaId },
      },
    };
    const first = await pushed(superdeskItem('urn:newsml:sd:1', { associations: { featuremedia: picture } }));
    expect(first).toMatchObject({ outcome: 'published', version: 1, unmapped: [] });
    const id = first.news_id as number;
    const row = await newsRow(id);
    expect(row).toMatchObject({ title: 'Interims go 4-0', status: 'published', categoryIds: [SPORTS], provinceId: 3 });
    const files = await t.db.select().from(media).where(eq(media.newsId, id));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatchObject({ kind: 'image', caption: 'Georgia Tech interim coach' });

    const { headers } = await signedInClient(t.app, t.db);
    const key = (await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'CMS' } })).json().data.key;
    const feedItem = async () => {
      const answer = await t.app.inject({ method: 'GET', url: `/api/feed/v1/items/${id}`, headers: bearer(key) });
      return { status: answer.statusCode, body: answer.json() as { version: string; headlines: { value: string }[]; pubstatus: string } };
    };
    await t.app.dispatchItemChanges();
    expect((await feedItem()).body.version).toBe('1');

    const corrected = await pushed(
      superdeskItem('urn:newsml:sd:1', { version: '2', headline: 'Interims go 4-0, corrected', associations: { featuremedia: picture } }),
    );
    expect(corrected).toMatchObject({ outcome: 'corrected', news_id: id, version: 2 });
    expect((await newsRow(id))?.title).toBe('Interims go 4-0, corrected');
    // The same picture named again is kept, not uploaded a second time.
    expect((await t.db.select().from(media).where(eq(media.newsId, id))).map((file) => file.id)).toEqual(files.map((file) => file.id));
    await t.app.dispatchItemChanges();
    const versions = rowsOf<{ version: number }>(
      await t.db.execute(sql`select version from feed_events where news_id = ${id} order by version`),
    );
    expect(versions.map((event) => event.version)).toEqual([1, 2]);
    const inFeed = await feedItem();
    expect(inFeed.body.version).toBe('2');
    expect(inFeed.body.headlines[0]?.value).toBe('Interims go 4-0, corrected');

    const lower = await pushed(superdeskItem('urn:newsml:sd:1', { version: '1', headline: 'An old version' }));
    expect(lower).toMatchObject({ outcome: 'unchanged', news_id: id, version: 2 });
    expect((await newsRow(id))?.title).toBe('Interims go 4-0, corrected');
    expect((await pushed(superdeskItem('urn:newsml:sd:1', { version: '2', headline: 'Same version again' }))).outcome).toBe('unchanged');

    const canceled = await pushed(superdeskItem('urn:newsml:sd:1', { version: '3', pubstatus: 'canceled' }));
    expect(canceled).toMatchObject({ outcome: 'withdrawn', news_id: id });
    expect((await newsRow(id))?.status).toBe('unpublished');
    await t.app.dispatchItemChanges();
    const events = rowsOf<{ version: number; pubstatus: string }>(
      await t.db.execute(sql`select version, pubstatus from feed_events where news_id = ${id} order by version desc limit 1`),
    );
    expect(events[0]?.pubstatus).toBe('canceled');
  });

  it('publishes an item whose picture is not pushed yet without it, and attaches the picture when it arrives', async () => {
    const mediaId = 'late/picture.png';
    const item = superdeskItem('urn:late:1', {
      associations: { featuremedia: { type: 'picture', headline: 'Late picture', renditions: { baseImage: { media: mediaId } } } },
    });
    const first = await pushed(item);
    expect(first.outcome).toBe('published');
    const id = first.news_id as number;
    expect(await t.db.select().from(media).where(eq(media.newsId, id))).toHaveLength(0);
    expect((await pushBinary(mediaId, await pngImage(120))).statusCode).toBe(201);
    expect(await t.db.select().from(media).where(eq(media.newsId, id))).toMatchObject([{ kind: 'image', caption: 'Late picture' }]);
    // Pushing the binary again attaches nothing twice.
    expect((await pushBinary(mediaId, await pngImage(120))).statusCode).toBe(201);
    expect(await t.db.select().from(media).where(eq(media.newsId, id))).toHaveLength(1);
    expect((await pushed(item)).outcome).toBe('unchanged');
  });

  it('continues the item an update under a new guid evolved from', async () => {
    const first = await pushed(superdeskItem('urn:evolve:1'));
    const update = await pushed(superdeskItem('urn:evolve:2', { evolvedfrom: 'urn:evolve:1', headline: 'Update under a new guid' }));
    expect(update).toMatchObject({ outcome: 'corrected', news_id: first.news_id });
    expect((await newsRow(first.news_id as number))?.title).toBe('Update under a new guid');
  });
});

describe('the sweep of pushed binaries', () => {
  const binaryRow = async (mediaId: string) => (await t.db.select().from(ingestBinaries).where(eq(ingestBinaries.mediaId, mediaId)))[0];
  const featuring = (mediaId: string) => ({ featuremedia: { type: 'picture', renditions: { baseImage: { media: mediaId } } } });

  it('removes a binary no item names once it is older than a week, row and file; keeps a used, a held item’s and a fresh one', async () => {
    const storage = createStorage(t.config.storage);
    const ids = { unused: 'sweep/unused.png', used: 'sweep/used.png', held: 'sweep/held.png', fresh: 'sweep/fresh.png' };
    const picture = await pngImage(80);
    for (const mediaId of Object.values(ids)) expect((await pushBinary(mediaId, picture)).statusCode).toBe(201);
    expect((await pushed(superdeskItem('urn:sweep:used', { associations: featuring(ids.used) }))).outcome).toBe('published');
    expect((await pushed(superdeskItem('urn:sweep:held', { language: 'de', associations: featuring(ids.held) }))).outcome).toBe('held');
    const pushedBefore = new Date(Date.now() - UNUSED_BINARY_KEEP_MS - 60_000);
    for (const mediaId of [ids.unused, ids.used, ids.held])
      await t.db.update(ingestBinaries).set({ createdAt: pushedBefore }).where(eq(ingestBinaries.mediaId, mediaId));
    const paths = Object.fromEntries(
      await Promise.all(Object.entries(ids).map(async ([name, mediaId]) => [name, (await binaryRow(mediaId))?.path as string])),
    );

    expect(await t.app.sweepIngestBinaries()).toEqual([ids.unused]);
    expect(await binaryRow(ids.unused)).toBeUndefined();
    expect(await storage.sizeOf(paths.unused as string)).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: `/push_binary/${encodeURIComponent(ids.unused)}` })).statusCode).toBe(404);
    for (const name of ['used', 'held', 'fresh'] as const) {
      expect({ name, kept: (await binaryRow(ids[name]))?.path }).toEqual({ name, kept: paths[name] });
      expect({ name, size: await storage.sizeOf(paths[name] as string) }).toEqual({ name, size: picture.length });
    }
    expect(await t.app.sweepIngestBinaries()).toEqual([]);
  });
});

describe('mapping and the review of held items', () => {
  it('holds an item with an unmapped category, naming it and keeping the item, and publishes it once staff map it', async () => {
    const item = superdeskItem('urn:held:1', {
      subject: [SPORT, { name: 'weather', code: '17000000', scheme: 'subject' }],
      language: 'fr',
    });
    const held = await pushed(item);
    expect(held).toMatchObject({ outcome: 'held', news_id: null });
    expect(held.unmapped.sort()).toEqual(['category:subject:17000000', 'language:fr']);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/ingest/items', headers: staffHeaders });
    const row = (list.json().data as { id: number; guid: string; state: string; headline: string }[]).find(
      (entry) => entry.guid === 'urn:held:1',
    );
    expect(row).toMatchObject({ state: 'held', headline: 'Interims go 4-0' });
    // The same push again stays held and makes nothing.
    expect((await pushed(item)).outcome).toBe('unchanged');

    await mapping('category', 'subject:17000000', null);
    await mapping('language', 'fr', '2');
    const retried = await t.app.inject({ method: 'POST', url: `/api/v1/ingest/items/${row?.id}/retry`, headers: staffHeaders });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ outcome: 'published' });
    expect(await newsRow(retried.json().news_id)).toMatchObject({ categoryIds: [SPORTS], languageId: 2 });
  });

  it('makes one item of 50 identical pushes at once', async () => {
    const item = superdeskItem('urn:many:1', { headline: 'Fifty at once' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => push(item)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const outcomes = answers.map((answer) => answer.json().outcome as string);
    expect(outcomes.filter((outcome) => outcome === 'published')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'unchanged')).toHaveLength(49);
    const made = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from news where title = 'Fifty at once'`));
    expect(made[0]?.n).toBe(1);
  });
});

describe('the generic ingest API', () => {
  const staffKey = () => createIngestKey(t.app, staffHeaders);
  const ingest = (item: unknown, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/ingest/v1/items',
      payload: JSON.stringify(item),
      headers: { 'content-type': 'application/json', ...headers },
    });

  const ninjs21 = {
    uri: 'urn:cms:2-1',
    type: 'text',
    version: '1',
    language: 'en',
    headlines: [{ role: 'main', value: 'A ninjs 2.1 item' }],
    bodies: [{ role: 'main', contenttype: 'text/html', value: '<p>Body</p>' }],
    subjects: [{ name: 'sport', uri: 'http://cv.iptc.org/newscodes/mediatopic/15000000' }],
    pubstatus: 'usable',
  };
  const ninjs3 = {
    uri: 'urn:cms:3-2',
    type: 'text',
    version: '4',
    language: 'ne',
    headlines: [{ value: 'ninjs 3 को समाचार' }],
    bodies: [{ contentType: 'text/html', value: '<p>बडी</p>' }],
    subjects: [{ name: 'sport', uri: 'http://cv.iptc.org/newscodes/mediatopic/15000000' }],
    pubStatus: 'usable',
  };

  it('publishes ninjs 2.1 and 3.x items with an ingest-scoped staff key, idempotently', async () => {
    await mapping('category', 'http://cv.iptc.org/newscodes/mediatopic/15000000', String(SPORTS));
    const { key } = await staffKey();
    const first = await ingest(ninjs21, bearer(key));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'published', version: 1 });
    expect((await ingest(ninjs21, bearer(key))).json().outcome).toBe('unchanged');
    const three = await ingest(ninjs3, bearer(key));
    expect(three.json()).toMatchObject({ outcome: 'published', version: 4 });
    expect(await newsRow(three.json().news_id)).toMatchObject({ title: 'ninjs 3 को समाचार', languageId: 1 });
    const withdrawn = await ingest({ ...ninjs3, version: '5', pubStatus: 'canceled' }, bearer(key));
    expect(withdrawn.json().outcome).toBe('withdrawn');
  });

  it('publishes a NewsML-G2 news item, and ignores the same version again', async () => {
    await mapping('category', 'medtop:15000000', String(SPORTS));
    const { key } = await staffKey();
    const g2 = (version: number, headline: string) => `<?xml version="1.0" encoding="UTF-8"?>
<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" guid="urn:newsml:agency.example:20261201:g2-1" version="${version}" standard="NewsML-G2" standardversion="2.35" xml:lang="en">
  <itemMeta><itemClass qcode="ninat:text"/><provider literal="agency"/><versionCreated>2026-12-01T08:00:00Z</versionCreated><pubStatus qcode="stat:usable"/></itemMeta>
  <contentMeta>
    <urgency>2</urgency>
    <subject type="cpnat:abstract" qcode="medtop:15000000"><name>sport</name></subject>
    <located qcode="place_custom:BAG"><name>Bagmati</name></located>
    <language tag="en"/>
    <headline>${headline}</headline>
    <description role="drol:summary">A G2 summary</description>
  </contentMeta>
  <contentSet><inlineXML contenttype="application/xhtml+xml"><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body><p>G2 body &amp; more</p></body></html></inlineXML></contentSet>
</newsItem>`;
    const send = (xml: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/v1/items',
        payload: xml,
        headers: { 'content-type': 'application/vnd.iptc.g2.newsitem+xml', ...bearer(key) },
      });
    const first = await send(g2(1, 'A G2 item'));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ outcome: 'published', version: 1 });
    const row = await newsRow(first.json().news_id);
    expect(row).toMatchObject({ title: 'A G2 item', categoryIds: [SPORTS], provinceId: 3, urgent: true, metaDescription: 'A G2 summary' });
    expect(row?.content).toContain('G2 body &amp; more');
    expect((await send(g2(1, 'Again'))).json().outcome).toBe('unchanged');
    expect((await send(g2(2, 'A G2 item, corrected'))).json()).toMatchObject({ outcome: 'corrected', news_id: first.json().news_id });
  });

  describe('pictures in NewsML-G2', () => {
    const PICTURES = { highRes: [1200, 800], web: [480, 320], thumb: [80, 53] } as const;
    let pictureServer: http.Server;
    let pictureBase: string;
    const fetched: string[] = [];

    beforeAll(async () => {
      const jpegs = Object.fromEntries(
        await Promise.all(
          Object.entries(PICTURES).map(async ([name, [width, height]]) => [
            `/${name}.jpg`,
            await sharp({ create: { width, height, channels: 3, background: '#2c3e50' } })
              .jpeg()
              .toBuffer(),
          ]),
        ),
      );
      pictureServer = http.createServer((request, response) => {
        fetched.push(request.url ?? '');
        const jpeg = jpegs[request.url ?? ''];
        response.writeHead(jpeg ? 200 : 404, { 'content-type': 'image/jpeg' }).end(jpeg);
      });
      await new Promise<void>((resolve) => pictureServer.listen(0, '127.0.0.1', resolve));
      pictureBase = `http://127.0.0.1:${(pictureServer.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await new Promise((resolve) => pictureServer.close(resolve));
    });

    /**
     * A News Message as IPTC's examples shape one (NewsML-G2 2.35 LISTING 3 "Photo in NewsML-G2" and LISTING 6
     * "Simple NewsML-G2 Package"): a package whose main group refers to the text item and the picture item, the text,
     * and the picture with its renditions as remoteContent (high resolution, web, thumbnail).
     */
    const pictureMessage = (
      guid: string,
      version: number,
      pictureHref: (rendition: string) => string,
    ) => `<?xml version="1.0" encoding="UTF-8"?>
<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">
  <header><sent>2026-12-01T08:00:00Z</sent><sender>agency.example</sender></header>
  <itemSet>
    <packageItem guid="${guid}:package" version="${version}" standard="NewsML-G2" standardversion="2.35" conformance="power">
      <catalogRef href="http://www.iptc.org/std/catalog/catalog.IPTC-G2-Standards_38.xml"/>
      <itemMeta><itemClass qcode="ninat:composite"/><provider literal="agency"/><versionCreated>2026-12-01T08:00:00Z</versionCreated><pubStatus qcode="stat:usable"/></itemMeta>
      <groupSet root="G1">
        <group id="G1" role="group:main">
          <itemRef residref="${guid}" contenttype="application/vnd.iptc.g2.newsitem+xml"><itemClass qcode="ninat:text"/><title>Flood relief reaches the hills</title></itemRef>
          <itemRef residref="${guid}:picture" contenttype="application/vnd.iptc.g2.newsitem+xml"><itemClass qcode="ninat:picture"/><title>Relief lorries</title><description role="drol:caption">The package's caption</description></itemRef>
        </group>
      </groupSet>
    </packageItem>
    <newsItem guid="${guid}" version="${version}" standard="NewsML-G2" standardversion="2.35" conformance="power" xml:lang="en">
      <catalogRef href="http://www.iptc.org/std/catalog/catalog.IPTC-G2-Standards_38.xml"/>
      <itemMeta><itemClass qcode="ninat:text"/><provider literal="agency"/><versionCreated>2026-12-01T08:00:00Z</versionCreated><pubStatus qcode="stat:usable"/></itemMeta>
      <contentMeta>
        <subject type="cpnat:abstract" qcode="medtop:15000000"><name>sport</name></subject>
        <language tag="en"/>
        <headline>Flood relief reaches the hills</headline>
      </contentMeta>
      <contentSet><inlineXML contenttype="application/xhtml+xml"><html xmlns="http://www.w3.org/1999/xhtml"><head><title>x</title></head><body><p>Lorries arrived.</p></body></html></inlineXML></contentSet>
    </newsItem>
    <newsItem guid="${guid}:picture" version="${version}" standard="NewsML-G2" standardversion="2.35" conformance="power" xml:lang="en">
      <catalogRef href="http://www.iptc.org/std/catalog/catalog.IPTC-G2-Standards_38.xml"/>
      <itemMeta><itemClass qcode="ninat:picture"/><provider literal="agency"/><versionCreated>2026-12-01T08:00:00Z</versionCreated><pubStatus qcode="stat:usable"/></itemMeta>
      <contentMeta>
        <creditline>Agency/Ram Shrestha</creditline>
        <headline>Relief lorries</headline>
        <description role="drol:caption">Relief lorries cross
          the Trishuli bridge.</description>
      </contentMeta>
      <contentSet>
        <remoteContent rendition="rnd:web" href="${pictureHref('web')}" contenttype="image/jpeg" width="480" height="320"/>
        <remoteContent rendition="rnd:highRes" href="${pictureHref('highRes')}" contenttype="image/jpeg" width="1200" height="800"/>
        <remoteContent rendition="rnd:thumb" href="${pictureHref('thumb')}" contenttype="image/jpeg" width="80" height="53"/>
      </contentSet>
    </newsItem>
  </itemSet>
</newsMessage>`;

    const sendG2 = (xml: string, key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ingest/v1/items',
        payload: xml,
        headers: { 'content-type': 'application/vnd.iptc.g2.newsmessage+xml', ...bearer(key) },
      });

    it('publishes the picture a package ties to the text, fetched from its largest rendition, with its caption and credit', async () => {
      await mapping('category', 'medtop:15000000', String(SPORTS));
      const { key } = await staffKey();
      const guid = 'urn:newsml:agency.example:20261201:g2-pictures';
      const message = (version: number) => pictureMessage(guid, version, (rendition) => `${pictureBase}/${rendition}.jpg`);
      await expectIptcValid(message(1), 'newsml-g2');

      const first = await sendG2(message(1), key);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ outcome: 'published' });
      const id = first.json().news_id as number;
      const files = await t.db.select().from(media).where(eq(media.newsId, id));
      expect(files).toMatchObject([
        {
          kind: 'image',
          mime: 'image/jpeg',
          width: 1200,
          height: 800,
          caption: 'Relief lorries cross the Trishuli bridge. (Agency/Ram Shrestha)',
        },
      ]);
      expect(fetched).toEqual(['/highRes.jpg']);

      // A correction naming the same picture keeps the saved file and fetches nothing.
      expect((await sendG2(message(2), key)).json()).toMatchObject({ outcome: 'corrected', news_id: id });
      expect((await t.db.select().from(media).where(eq(media.newsId, id))).map((file) => file.id)).toEqual(files.map((file) => file.id));
      expect(fetched).toEqual(['/highRes.jpg']);
    });

    it('refuses a picture address the outbound guard refuses, and publishes the item without it', async () => {
      const { key } = await staffKey();
      const answer = await sendG2(
        pictureMessage('urn:newsml:agency.example:20261201:g2-guarded', 1, (rendition) => `http://169.254.169.254/${rendition}.jpg`),
        key,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ outcome: 'published' });
      expect(await t.db.select().from(media).where(eq(media.newsId, answer.json().news_id))).toEqual([]);
    });
  });

  it('refuses no key, a client Feed API key, a key without the ingest scope and a revoked key', async () => {
    expect((await ingest(ninjs21, {})).statusCode).toBe(401);
    const { headers } = await signedInClient(t.app, t.db);
    const clientKey = (await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'CMS' } })).json().data
      .key;
    expect((await ingest(ninjs21, bearer(clientKey))).statusCode).toBe(401);

    const { id, key } = await staffKey();
    await t.db
      .update(staffApiKeys)
      .set({ scopes: ['reports'] })
      .where(eq(staffApiKeys.id, id));
    expect((await ingest(ninjs21, bearer(key))).statusCode).toBe(403);
    await t.db
      .update(staffApiKeys)
      .set({ scopes: ['ingest'] })
      .where(eq(staffApiKeys.id, id));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/staff-api-keys/${id}`, headers: staffHeaders })).statusCode).toBe(200);
    expect((await ingest(ninjs21, bearer(key))).statusCode).toBe(401);
  });
});
