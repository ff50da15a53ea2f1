import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, news } from '../../db/schema.ts';
import { BASIC_PLAN, buildStaff, ENGLISH, NEPALI, newsFixture, signedInClient } from '../../test/content-factories.ts';
import { bearer } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectIptcValid } from '../../test/xsd.ts';

const G2 = 'application/vnd.iptc.g2.newsmessage+xml';
let t: TestApp;
let staffId: number;

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
});
afterAll(() => t.close());

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['packageItem', 'newsItem', 'itemRef', 'remoteContent'].includes(name),
});

async function keyOf(subscription: Parameters<typeof signedInClient>[2] = { expiresInDays: 30 }) {
  const { headers } = await signedInClient(t.app, t.db, subscription);
  const answer = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'G2 desk' } });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data.key as string;
}

const call = (key: string, url: string, accept?: string) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(key), ...(accept ? { accept } : {}) } });

/** A G2 answer: its type, well-formed and valid against IPTC's NewsML-G2 2.35 schema (test/xsd.ts), parsed. */
async function g2Of(answer: Awaited<ReturnType<typeof call>>) {
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['content-type']).toBe(`${G2}; charset=utf-8`);
  expect(answer.headers.vary).toContain('Accept');
  await expectIptcValid(answer.body, 'newsml-g2');
  return parser.parse(answer.body).newsMessage;
}

const guidsOf = (message: { itemSet: { packageItem?: { '@_guid': string }[]; newsItem?: { '@_guid': string }[] } }) => [
  ...(message.itemSet.packageItem ?? []).map((item) => item['@_guid']),
  ...(message.itemSet.newsItem ?? []).map((item) => item['@_guid']),
];

describe('Feed API as NewsML-G2', () => {
  it('answers a page as one News Message by ?format or Accept, its cursor in a header and in the message, ninjs unchanged otherwise', async () => {
    const key = await keyOf();
    const start = (await call(key, '/api/feed/v1/items?limit=1')).json().next_cursor as string;
    const story = await t.app.content.news.create(
      newsFixture(staffId, { title: 'सरकारले बजेट सार्वजनिक गर्‍यो', content: '<p>काठमाडौं उपत्यकामा।</p>', languageId: NEPALI }),
    );
    const plain = await t.app.content.news.create(newsFixture(staffId, { title: 'Monsoon floods hit the Terai', languageId: ENGLISH }));
    await t.db.insert(media).values({
      newsId: story.id,
      role: 'main',
      kind: 'image',
      path: `news/${story.id}/main.png`,
      extension: 'png',
      mime: 'image/png',
      size: 100,
      width: 64,
      height: 64,
    });
    await t.app.dispatchItemChanges();

    const byQuery = await call(key, `/api/feed/v1/items?format=newsml-g2&since=${start}`);
    const message = await g2Of(byQuery);
    const address = (id: number) => `http://portal.test/news/${id}`;
    expect(guidsOf(message).sort()).toEqual(
      [`${address(story.id)}/package`, address(story.id), `${address(story.id)}/files/`, address(plain.id)]
        .sort()
        .map((guid) => (guid.endsWith('/files/') ? expect.stringMatching(new RegExp(`^${guid}\\d+$`)) : guid)),
    );
    const text = message.itemSet.newsItem.find((item: { '@_guid': string }) => item['@_guid'] === address(story.id));
    expect(text['@_xml:lang']).toBe('ne');
    expect(text.contentMeta.headline).toBe('सरकारले बजेट सार्वजनिक गर्‍यो');
    const picture = message.itemSet.newsItem.find((item: { '@_guid': string }) => item['@_guid'].includes('/files/'));
    expect(picture.contentSet.remoteContent[0]['@_href']).toMatch(/^http:\/\/portal\.test\/media\/news\/.+\?expires=\d+&signature=/);
    const cursor = byQuery.headers['x-next-cursor'];
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(message.header.headerExtProperty['@_value']).toBe(cursor);

    const byAccept = await g2Of(await call(key, `/api/feed/v1/items?since=${start}`, `${G2}, application/json;q=0.5`));
    expect(guidsOf(byAccept).sort()).toEqual(guidsOf(message).sort());
    const ninjs = await call(key, `/api/feed/v1/items?since=${start}`);
    expect(ninjs.headers['content-type']).toMatch(/^application\/json/);
    expect(ninjs.json().items).toHaveLength(2);
    // The parameter wins over the header; a refused type is no choice.
    expect((await call(key, `/api/feed/v1/items?format=ninjs&since=${start}`, G2)).headers['content-type']).toMatch(/^application\/json/);
    expect((await call(key, `/api/feed/v1/items?since=${start}`, `${G2};q=0`)).headers['content-type']).toMatch(/^application\/json/);
    expect((await call(key, '/api/feed/v1/items?format=nitf')).statusCode).toBe(422);

    // Nothing new: a News Message holds one item at least, so 204, and the same cursor to poll from.
    const empty = await call(key, `/api/feed/v1/items?format=newsml-g2&since=${cursor}`);
    expect(empty.statusCode).toBe(204);
    expect(empty.body).toBe('');
    expect(empty.headers['x-next-cursor']).toBe(cursor);
  });

  it('sends a correction with a higher version and a withdrawal as canceled, page and item alike', async () => {
    const key = await keyOf();
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'Flood warning', languageId: ENGLISH }));
    await t.app.dispatchItemChanges();
    const first = await call(key, '/api/feed/v1/items?format=newsml-g2&limit=1');
    expect((await g2Of(first)).itemSet.newsItem[0]['@_version']).toBe('1');

    await t.db.update(news).set({ title: 'Flood warning for the Koshi basin' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const corrected = await call(key, `/api/feed/v1/items?format=newsml-g2&since=${first.headers['x-next-cursor']}`);
    const [revised] = (await g2Of(corrected)).itemSet.newsItem;
    expect(revised['@_version']).toBe('2');
    expect(revised.itemMeta.signal['@_qcode']).toBe('sig:update');
    expect(revised.contentMeta.headline).toBe('Flood warning for the Koshi basin');

    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const withdrawn = await g2Of(await call(key, `/api/feed/v1/items?format=newsml-g2&since=${corrected.headers['x-next-cursor']}`));
    expect(guidsOf(withdrawn)).toEqual([`http://portal.test/news/${item.id}/package`, `http://portal.test/news/${item.id}`]);
    expect(withdrawn.itemSet.newsItem[0].itemMeta.pubStatus['@_qcode']).toBe('stat:canceled');
    expect(withdrawn.itemSet.newsItem[0]['@_version']).toBe('3');

    const one = await g2Of(await call(key, `/api/feed/v1/items/${item.id}`, G2));
    expect(one.header.signal['@_qcode']).toBe('nmsig:atomic');
    expect(one.itemSet.newsItem[0].itemMeta.pubStatus['@_qcode']).toBe('stat:canceled');
    expect((await call(key, '/api/feed/v1/items/999999?format=newsml-g2')).statusCode).toBe(404);
  });

  it('leaves the video out for a plan without videos', async () => {
    const basic = await keyOf({ expiresInDays: 30, planId: BASIC_PLAN });
    const premium = await keyOf();
    const item = await t.app.content.news.create(newsFixture(staffId, { title: 'Match highlights', languageId: ENGLISH }));
    await t.db.insert(media).values({
      newsId: item.id,
      kind: 'video',
      path: `news/${item.id}/clip.mp4`,
      extension: 'mp4',
      mime: 'video/mp4',
      size: 2000,
      position: 1,
    });
    await t.app.dispatchItemChanges();
    const classes = async (key: string) =>
      (await g2Of(await call(key, `/api/feed/v1/items/${item.id}?format=newsml-g2`))).itemSet.newsItem.map(
        (one: { itemMeta: { itemClass: Record<string, string> } }) => one.itemMeta.itemClass['@_qcode'],
      );
    expect(await classes(premium)).toEqual(['ninat:text', 'ninat:video']);
    expect(await classes(basic)).toEqual(['ninat:text']);
  });
});
