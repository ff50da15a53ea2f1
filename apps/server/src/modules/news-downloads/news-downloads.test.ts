import { rmSync } from 'node:fs';
import path from 'node:path';
import { MAX_ZIP_ITEMS, NEWS_ACTIONS } from '@portal/shared';
import { and, eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientActions, feedEvents, media } from '../../db/schema.ts';
import {
  BASIC_PLAN,
  buildStaff,
  ECONOMY,
  ENGLISH,
  imageFile,
  mp4File,
  NEPALI,
  newsFixture,
  POLITICS,
  signedInClient,
} from '../../test/content-factories.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectIptcValid } from '../../test/xsd.ts';
import { unzip } from '../../test/zip-entries.ts';

const DAY = 86_400_000;
const TRICKY_TITLE = `Budget <b>"passed"</b> & it's 'final' — बजेट पारित`;
let t: TestApp;
let headers: Record<string, string>;
let clientId: number;
const ids: Record<string, number> = {};
const pictures: Record<string, Buffer> = {};

const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
const download = (id: number, format: string, as = headers) => get(`/api/auth/v2/client/news/${id}/download?format=${format}`, as);
const zipOf = (query: string, as = headers) => get(`/api/auth/v2/client/news/download.zip?${query}`, as);
/** A News Message without what differs between two answers of the same story: when it was sent, its links' expiry and signature. */
const comparable = (g2: string) => g2.replace(/<sent>[^<]*<\/sent>/, '').replace(/\?expires=\d+&amp;signature=[^"]*/g, '');

beforeAll(async () => {
  t = await buildTestApp();
  const staff = await buildStaff(t.db);
  pictures.first = (await imageFile(64)).data;
  pictures.second = (await imageFile(80)).data;
  const publish = async (key: string, overrides: Parameters<typeof newsFixture>[1]) => {
    ids[key] = (await t.app.content.news.create(newsFixture(staff.id, overrides))).id;
  };
  await publish('rich', {
    title: TRICKY_TITLE,
    metaDescription: 'Summary with <angle> & "quotes"',
    categoryIds: [POLITICS, ECONOMY],
    breaking: true,
    content: [
      '<h2>What passed</h2>',
      '<p>The House &amp; the <strong>Assembly</strong> agreed &lt;today&gt;.<br>Second line.</p>',
      '<ul><li>Roads</li><li>Schools &amp; clinics</li></ul>',
      '<blockquote><p>“A good day,” said the minister.</p></blockquote>',
      '<table><tbody><tr><th>Item</th><td>Rs 5</td></tr></tbody></table>',
      '<p onclick="x()">Loose <a href="https://example.com/?a=1&amp;b=2">link</a><script>alert(1)</script></p>',
    ].join(''),
    files: [pictures.first && { data: pictures.first, caption: 'Caption <with> & signs' }, { data: mp4File() }].filter(Boolean) as never,
  });
  await publish('nepali', {
    title: 'सरकारले बजेट सार्वजनिक गर्‍यो',
    content: '<p>काठमाडौं उपत्यकामा रकम छुट्याइएको छ।</p>',
    languageId: NEPALI,
    files: [{ data: pictures.second }],
  });
  await publish('plain', { title: 'Monsoon floods hit the Terai', languageId: ENGLISH });
  // 4:45 AM on 2083 Mangsir 12 (a Saturday) in Kathmandu.
  await publish('dated', { title: 'Dawn session of the House', publishAt: new Date('2026-11-27T23:00:00Z') });
  await publish('pending', { title: 'Draft awaiting review', status: 'pending' });
  await publish('embargoed', { title: 'Scheduled announcement', publishAt: new Date(Date.now() + DAY) });
  await t.app.dispatchItemChanges();
  const signed = await signedInClient(t.app, t.db);
  headers = signed.headers;
  clientId = signed.client.id;
});
afterAll(() => t.close());

describe('GET client/news/:id/download', () => {
  it('answers plain text: headline, date, categories, summary, paragraphs, signed file links, web address, credit; no markup', async () => {
    const response = await download(ids.rich as number, 'text');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="news-${ids.rich}.txt"; filename*=UTF-8''budget-b-passed-b-it-s-final-%E0%A4%AC%E0%A4%9C%E0%A5%87%E0%A4%9F-%E0%A4%AA%E0%A4%BE%E0%A4%B0%E0%A4%BF%E0%A4%A4-${ids.rich}.txt`,
    );
    const text = response.body;
    const [headline, when, categories] = text.split('\n');
    expect(headline).toBe(TRICKY_TITLE);
    expect(when).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(Nepal time\)$/);
    expect(categories).toBe('Politics, Economy');
    expect(text).toContain('\n\nSummary with <angle> & "quotes"\n\n');
    expect(text).toContain('What passed\n\nThe House & the Assembly agreed <today>.\nSecond line.\n\n- Roads\n- Schools & clinics');
    expect(text).toContain('“A good day,” said the minister.');
    expect(text).not.toMatch(/<\/?(p|strong|script|table|a)\b/);
    expect(text).not.toContain('alert(1)');
    expect(text).toMatch(/Caption <with> & signs: http:\/\/portal\.test\/media\/news\/[^\s]+\?expires=\d+&signature=/);
    expect(text.trimEnd().split('\n').slice(-3)).toEqual([
      `http://portal.test/news/${ids.rich}`,
      '',
      `© ${new Date().getUTCFullYear()} ${t.config.agencyName}`,
    ]);
  });

  it('writes the date in the reader’s calendar and language, as their mails do', async () => {
    const dateLine = async (as: Record<string, string>) => (await download(ids.dated as number, 'text', as)).body.split('\n')[1];
    const reader = (await signedInClient(t.app, t.db)).headers;
    expect(await dateLine(reader)).toBe('Nov 28, 2026, 4:45 AM (Nepal time)');

    const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, headers: reader, payload });
    expect((await put('/api/auth/v2/profile/calendar', { calendar: 'bs' })).statusCode).toBe(200);
    expect(await dateLine(reader)).toBe('12 Mangsir 2083, Saturday, 4:45 AM (Nepal time)');

    expect((await put('/api/client/locale', { locale: 'ne' })).statusCode).toBe(200);
    expect(await dateLine(reader)).toBe('२०८३ मंसिर १२, शनिबार, बिहान ४:४५ (नेपाल समय)');

    expect((await put('/api/auth/v2/profile/calendar', { calendar: 'ad' })).statusCode).toBe(200);
    expect(await dateLine(reader)).toBe('Nov २८, २०२६, बिहान ४:४५ (नेपाल समय)');
  });

  it('answers ninjs with the item uri, its latest feed version and its headline', async () => {
    const response = await download(ids.plain as number, 'ninjs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="monsoon-floods-hit-the-terai-${ids.plain}.json"`);
    const ninjs = response.json();
    expect(ninjs.uri).toBe(`http://portal.test/news/${ids.plain}`);
    expect(ninjs.version).toBe('1');
    expect(ninjs.headlines).toEqual([{ role: 'main', contenttype: 'text/plain', value: 'Monsoon floods hit the Terai' }]);
    expect(ninjs.pubstatus).toBe('usable');
  });

  it('gives the version of the latest correction in ninjs and NITF', async () => {
    await t.db
      .insert(feedEvents)
      .values({ newsId: ids.plain as number, version: 4, pubstatus: 'usable', languageId: ENGLISH, categoryIds: [1], contentHash: 'x' });
    expect((await download(ids.plain as number, 'ninjs')).json().version).toBe('4');
    const nitf = new XMLParser({ ignoreAttributes: false }).parse((await download(ids.plain as number, 'nitf')).body);
    expect(nitf.nitf.head.meta.find((meta: Record<string, string>) => meta['@_name'] === 'version')['@_content']).toBe('4');
    const g2 = (await download(ids.plain as number, 'newsml-g2')).body;
    await expectIptcValid(g2, 'newsml-g2');
    const { newsItem } = new XMLParser({ ignoreAttributes: false }).parse(g2).newsMessage.itemSet;
    expect(newsItem['@_version']).toBe('4');
    expect(newsItem.itemMeta.signal['@_qcode']).toBe('sig:update');
  });

  it("answers NITF 3.6: valid against IPTC's NITF 3.6 schema, structured, every text escaped", async () => {
    const response = await download(ids.rich as number, 'nitf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`filename="news-${ids.rich}\\.xml"`));
    await expectIptcValid(response.body, 'nitf');
    expect(response.body).not.toContain('<script');
    expect(response.body).not.toContain('<b>');
    const parser = new XMLParser({
      ignoreAttributes: false,
      preserveOrder: false,
      isArray: (name) => ['p', 'li', 'media', 'keyword', 'classifier'].includes(name),
    });
    const { nitf } = parser.parse(response.body);
    expect(nitf['@_version']).toBe('-//IPTC//DTD NITF 3.6//EN');
    expect(nitf.head.title).toBe(TRICKY_TITLE);
    const { docdata } = nitf.head;
    expect(docdata['doc-id']['@_id-string']).toBe(`http://portal.test/news/${ids.rich}`);
    expect(nitf.head.pubdata['@_ex-ref']).toBe(`http://portal.test/news/${ids.rich}`);
    expect(docdata['date.issue']['@_norm']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(docdata.urgency['@_ed-urg']).toBe('1');
    // The categories, then their IPTC Media Topics (the seeded defaults).
    expect(docdata['key-list'].keyword.map((keyword: Record<string, string>) => keyword['@_key'])).toEqual([
      'Politics',
      'Economy',
      'politics',
      'economy, business and finance',
    ]);
    expect(docdata['identified-content'].classifier.map((one: Record<string, string>) => one['@_value'])).toEqual([
      'politics',
      'economy',
      'medtop:11000000',
      'medtop:04000000',
    ]);
    expect(nitf.head.pubdata['@_name']).toBe(t.config.agencyName);
    const bodyHead = nitf.body['body.head'];
    expect(bodyHead.hedline.hl1).toBe(TRICKY_TITLE);
    expect(bodyHead.abstract.p).toEqual(['Summary with <angle> & "quotes"']);
    expect(bodyHead.distributor).toBe(t.config.agencyName);
    const content = nitf.body['body.content'];
    expect(content.hl2).toBe('What passed');
    expect(content.p[0]['#text']).toContain('agreed <today>.');
    expect(content.p[0].em).toEqual({ '#text': 'Assembly', '@_class': 'bold' });
    expect(content.p[0].br).toBe('');
    expect(content.ul.li).toEqual(['Roads', 'Schools & clinics']);
    expect(content.bq.block.p).toEqual(['“A good day,” said the minister.']);
    expect(content.table.tbody.tr.th).toBe('Item');
    expect(content.p[1].a['@_href']).toBe('https://example.com/?a=1&b=2');
    const [picture, video] = content.media;
    expect(picture['@_media-type']).toBe('image');
    expect(picture['media-reference']['@_source']).toMatch(/^http:\/\/portal\.test\/media\/news\/.+\?expires=\d+&signature=/);
    expect(picture['media-reference']['@_mime-type']).toBe('image/png');
    expect(picture['media-reference']['@_width']).toBe('64');
    // A picture's link serves its copy with IPTC metadata, of a size not known here; a video is served as stored.
    expect(picture['media-metadata']).toBeUndefined();
    expect(picture['media-caption']).toBe('Caption <with> & signs');
    expect(video['@_media-type']).toBe('video');
    expect(video['media-metadata']).toEqual({ '@_name': 'data-size', '@_value': String(mp4File().length) });
    expect(nitf.body['body.end'].tagline).toContain(t.config.agencyName);
  });

  it("answers NewsML-G2 2.35: a News Message valid against IPTC's schema, the story's package, text, picture and video", async () => {
    const response = await download(ids.rich as number, 'newsml-g2');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.iptc.g2.newsmessage+xml; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(new RegExp(`filename="news-${ids.rich}\\.xml"`));
    await expectIptcValid(response.body, 'newsml-g2');
    expect(response.body).not.toContain('<script');
    const { itemSet } = new XMLParser({
      ignoreAttributes: false,
      isArray: (name) => ['newsItem', 'itemRef', 'remoteContent'].includes(name),
    }).parse(response.body).newsMessage;
    const address = `http://portal.test/news/${ids.rich}`;
    expect(itemSet.packageItem['@_guid']).toBe(`${address}/package`);
    expect(itemSet.packageItem.groupSet.group.itemRef).toHaveLength(3);
    const [text, picture, video] = itemSet.newsItem;
    expect(text['@_guid']).toBe(address);
    expect(text.contentMeta.headline).toBe(TRICKY_TITLE);
    expect(text.contentMeta.urgency).toBe(1);
    expect(text.contentMeta.subject.map((one: { name: string }) => one.name)).toEqual([
      'Politics',
      'Economy',
      'politics',
      'economy, business and finance',
    ]);
    expect(text.contentSet.inlineXML.html.body.h2).toBe('What passed');
    expect(picture.itemMeta.itemClass['@_qcode']).toBe('ninat:picture');
    expect(picture.contentMeta.description['#text']).toBe('Caption <with> & signs');
    expect(picture.contentSet.remoteContent[0]['@_href']).toMatch(/^http:\/\/portal\.test\/media\/news\/.+\?expires=\d+&signature=/);
    expect(picture.contentSet.remoteContent[0]['@_contenttype']).toBe('image/png');
    expect(video.itemMeta.itemClass['@_qcode']).toBe('ninat:video');
    expect(video.contentSet.remoteContent[0]['@_href']).toMatch(/^http:\/\/portal\.test\/media\/news\/.+\?expires=\d+&signature=/);
  });

  it('names a Nepali item with filename* and keeps its text in every format', async () => {
    const text = await download(ids.nepali as number, 'text');
    expect(text.headers['content-disposition']).toBe(
      `attachment; filename="news-${ids.nepali}.txt"; filename*=UTF-8''${encodeURIComponent('सरकारले-बजेट-सार्वजनिक-गर्‍यो')}-${ids.nepali}.txt`,
    );
    expect(text.body).toContain('काठमाडौं उपत्यकामा रकम छुट्याइएको छ।');
    const nitf = await download(ids.nepali as number, 'nitf');
    await expectIptcValid(nitf.body, 'nitf');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(nitf.body);
    expect(parsed.nitf.head.title).toBe('सरकारले बजेट सार्वजनिक गर्‍यो');
    expect(parsed.nitf['@_baselang']).toBe('ne');
    const g2 = await download(ids.nepali as number, 'newsml-g2');
    expect(g2.headers['content-disposition']).toBe(
      `attachment; filename="news-${ids.nepali}.xml"; filename*=UTF-8''${encodeURIComponent('सरकारले-बजेट-सार्वजनिक-गर्‍यो')}-${ids.nepali}.xml`,
    );
    await expectIptcValid(g2.body, 'newsml-g2');
    const story = new XMLParser({ ignoreAttributes: false }).parse(g2.body).newsMessage.itemSet.newsItem[0];
    expect(story['@_xml:lang']).toBe('ne');
    expect(story.contentMeta.headline).toBe('सरकारले बजेट सार्वजनिक गर्‍यो');
    expect(story.contentSet.inlineXML.html.body.p).toBe('काठमाडौं उपत्यकामा रकम छुट्याइएको छ।');
  });

  it('records the download as a media download of the item', async () => {
    const before = await t.db
      .select()
      .from(clientActions)
      .where(and(eq(clientActions.userId, clientId), eq(clientActions.itemId, ids.nepali as number)));
    await download(ids.nepali as number, 'ninjs');
    const after = await t.db
      .select()
      .from(clientActions)
      .where(and(eq(clientActions.userId, clientId), eq(clientActions.itemId, ids.nepali as number)));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.type).toBe(NEWS_ACTIONS.downloaded.type);
  });

  it('keeps the gate of the detail: 403 without days left, 404 for items clients cannot read, no videos without them in the plan', async () => {
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    expect((await download(ids.plain as number, 'text', expired.headers)).statusCode).toBe(403);
    for (const key of ['pending', 'embargoed']) expect((await download(ids[key] as number, 'nitf')).statusCode).toBe(404);
    expect((await download(999_999, 'ninjs')).statusCode).toBe(404);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    const ninjs = (await download(ids.rich as number, 'ninjs', basic.headers)).json();
    expect(ninjs.associations.map((one: { type: string }) => one.type)).toEqual(['picture']);
    const nitf = (await download(ids.rich as number, 'nitf', basic.headers)).body;
    expect(nitf).not.toContain('media-type="video"');
    const g2 = (await download(ids.rich as number, 'newsml-g2', basic.headers)).body;
    expect(g2).toContain('ninat:picture');
    expect(g2).not.toContain('ninat:video');
    expect((await download(ids.rich as number, 'text', basic.headers)).body).not.toContain('.mp4');
    expect((await download(ids.rich as number, 'text', {})).statusCode).toBe(401);
  });

  it('refuses an unknown format (422 naming format)', async () => {
    const response = await download(ids.plain as number, 'pdf');
    expect(response.statusCode).toBe(422);
    expect(JSON.stringify(response.json())).toContain('format');
  });
});

describe('GET client/news/download.zip', () => {
  it('streams a ZIP of the readable items: text, ninjs, NewsML-G2 and the pictures as stored', async () => {
    const response = await zipOf(`ids=${ids.rich},${ids.pending},${ids.nepali},999999`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="news-\d{4}-\d{2}-\d{2}\.zip"$/);
    const entries = await unzip(response.rawPayload);
    const rich = `budget-b-passed-b-it-s-final-बजेट-पारित-${ids.rich}`;
    const nepali = `सरकारले-बजेट-सार्वजनिक-गर्‍यो-${ids.nepali}`;
    const names = [...entries.keys()];
    expect(names.filter((name) => !name.includes('/'))).toEqual([
      `${rich}.txt`,
      `${rich}.json`,
      `${rich}.xml`,
      `${nepali}.txt`,
      `${nepali}.json`,
      `${nepali}.xml`,
    ]);
    expect(entries.get(`${rich}.txt`)?.toString()).toContain(TRICKY_TITLE);
    expect(JSON.parse(entries.get(`${nepali}.json`)?.toString() ?? '{}').uri).toBe(`http://portal.test/news/${ids.nepali}`);
    for (const [base, id, headline] of [
      [rich, ids.rich, TRICKY_TITLE],
      [nepali, ids.nepali, 'सरकारले बजेट सार्वजनिक गर्‍यो'],
    ] as const) {
      const g2 = entries.get(`${base}.xml`)?.toString() ?? '';
      await expectIptcValid(g2, 'newsml-g2');
      const [text] = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'newsItem' }).parse(g2).newsMessage.itemSet
        .newsItem;
      expect(text['@_guid']).toBe(`http://portal.test/news/${id}`);
      expect(text.contentMeta.headline).toBe(headline);
      // The single download's document, but for when it was sent and its links' signatures.
      const single = (await download(id as number, 'newsml-g2')).body;
      expect(comparable(g2)).toBe(comparable(single));
    }
    const files = await t.db.select().from(media).where(eq(media.kind, 'image'));
    const pictureOf = (newsId: number) => files.find((file) => file.newsId === newsId);
    const richPicture = pictureOf(ids.rich as number);
    const nepaliPicture = pictureOf(ids.nepali as number);
    expect(entries.get(`${rich}/${richPicture?.id}.png`)?.equals(pictures.first as Buffer)).toBe(true);
    expect(entries.get(`${nepali}/${nepaliPicture?.id}.png`)?.equals(pictures.second as Buffer)).toBe(true);
    expect(names.some((name) => name.endsWith('.mp4'))).toBe(false);
  });

  it('answers 404 when none of the ids is readable, 403 without days left', async () => {
    expect((await zipOf(`ids=${ids.pending},${ids.embargoed}`)).statusCode).toBe(404);
    const expired = await signedInClient(t.app, t.db, { expiresInDays: -1 });
    expect((await zipOf(`ids=${ids.plain}`, expired.headers)).statusCode).toBe(403);
  });

  it('refuses bad ids and more than 50 (422 naming ids)', async () => {
    const tooMany = Array.from({ length: MAX_ZIP_ITEMS + 1 }, (_, index) => index + 1).join(',');
    for (const query of ['', 'ids=', 'ids=1,,2', 'ids=a', 'ids=-1', 'ids=0', 'ids=1.5', 'ids=99999999999', `ids=${tooMany}`]) {
      const response = await zipOf(query);
      expect(response.statusCode, query).toBe(422);
      expect(JSON.stringify(response.json()), query).toContain('ids');
    }
    const fifty = Array.from({ length: MAX_ZIP_ITEMS }, () => ids.plain).join(',');
    expect((await zipOf(`ids=${fifty},${ids.plain}`)).statusCode).toBe(200);
  });

  it('aborts the answer when a picture cannot be read once the archive is under way', async () => {
    const [file] = await t.db
      .select()
      .from(media)
      .where(eq(media.newsId, ids.nepali as number));
    rmSync(path.join(t.config.dataDir, 'media', file?.path ?? 'none'));
    const outcome = await zipOf(`ids=${ids.plain},${ids.nepali}`).then(
      async (response) => ({
        status: response.statusCode,
        whole: await unzip(response.rawPayload).then(
          () => true,
          () => false,
        ),
      }),
      () => ({ status: 0, whole: false }),
    );
    expect(outcome.whole).toBe(false);
  });
});
