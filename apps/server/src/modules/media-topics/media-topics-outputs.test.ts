import { NINJS_VERSIONS, type NinjsVersion } from '@portal/shared';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../../db/schema.ts';
import { buildStaff, ECONOMY, NEPALI, newsFixture, POLITICS, SPORTS, signedInClient } from '../../test/content-factories.ts';
import { bearer } from '../../test/http.ts';
import { expectValidNinjs } from '../../test/ninjs-schemas.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { expectIptcValid } from '../../test/xsd.ts';
import { createMediaTopicsRepository } from './media-topics.repository.ts';

/**
 * An item carries its categories' IPTC Media Topics in every output (ninjs 2.1/2.3/3.2, NewsML-G2, NITF, each held to
 * IPTC's schema), and the Feed API filters by a topic, a broader topic matching items mapped to a narrower one.
 */
let t: TestApp;
let staffId: number;
let key: string;
let headers: Record<string, string>;
let itemId: number;
const topics = () => createMediaTopicsRepository(t.db);

const POLITICS_TOPIC = 'medtop:11000000';
/** civil and public service, under government (medtop:20000593), under politics. */
const CIVIL_SERVICE = 'medtop:20000594';
const GOVERNMENT = 'medtop:20000593';

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
  const client = await signedInClient(t.app, t.db, { expiresInDays: 30 });
  headers = client.headers;
  const created = await t.app.inject({ method: 'POST', url: '/api/client/api-keys', headers, payload: { name: 'topics' } });
  key = created.json().data.key as string;
  await topics().replace(POLITICS, [POLITICS_TOPIC, CIVIL_SERVICE]);
  await topics().replace(ECONOMY, []);
  await topics().replace(SPORTS, ['medtop:15000000']);
  const item = await t.app.content.news.create(
    newsFixture(staffId, { title: 'लोकसेवा आयोगको विज्ञापन', languageId: NEPALI, categoryIds: [POLITICS, ECONOMY] }),
  );
  itemId = item.id;
  await t.app.dispatchItemChanges();
});
afterAll(async () => {
  await t.close();
});

const call = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(key) });
type Subject = { name: string; rel: string; literal: string; uri: string };

describe('Media Topics in the outputs', () => {
  it('writes the topics as ninjs subjects in 2.1, 2.3 and 3.2, named in the item language where we have a label', async () => {
    for (const version of NINJS_VERSIONS as readonly NinjsVersion[]) {
      const answer = await call(`/api/feed/v1/items/${itemId}?ninjs=${version}`);
      expect(answer.statusCode, answer.body).toBe(200);
      const document = answer.json();
      expectValidNinjs(document, version);
      const about = (document.subjects as Subject[]).filter((subject) => subject.rel === 'about');
      expect(about, version).toEqual([
        { name: 'राजनीति', rel: 'about', literal: POLITICS_TOPIC, uri: 'http://cv.iptc.org/newscodes/mediatopic/11000000' },
        { name: 'civil and public service', rel: 'about', literal: CIVIL_SERVICE, uri: 'http://cv.iptc.org/newscodes/mediatopic/20000594' },
      ]);
    }
  });

  it('writes them as medtop: subjects in NewsML-G2 and classifiers in NITF, both valid against IPTC schemas', async () => {
    const g2 = (await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news/${itemId}/download?format=newsml-g2`, headers })).body;
    await expectIptcValid(g2, 'newsml-g2');
    expect(g2).toContain('<subject type="cpnat:abstract" qcode="medtop:11000000"><name>राजनीति</name></subject>');
    expect(g2).toContain(
      '<subject type="cpnat:abstract" qcode="medtop:20000594"><name xml:lang="en">civil and public service</name><broader qcode="medtop:20000593"/><broader qcode="medtop:11000000"/></subject>',
    );
    const nitf = (await t.app.inject({ method: 'GET', url: `/api/auth/v2/client/news/${itemId}/download?format=nitf`, headers })).body;
    await expectIptcValid(nitf, 'nitf');
    const { docdata } = new XMLParser({ ignoreAttributes: false }).parse(nitf).nitf.head;
    const classifiers = [docdata['identified-content'].classifier].flat() as Record<string, string>[];
    expect(classifiers.filter((one) => one['@_type'] === 'subject').map((one) => [one['@_idsrc'], one['@_value']])).toEqual([
      ['http://cv.iptc.org/newscodes/mediatopic/', POLITICS_TOPIC],
      ['http://cv.iptc.org/newscodes/mediatopic/', CIVIL_SERVICE],
    ]);
    const keywords = [docdata['key-list'].keyword].flat().map((one: Record<string, string>) => one['@_key']);
    expect(keywords).toEqual(expect.arrayContaining(['राजनीति', 'civil and public service']));
  });

  it('carries a category’s new topics in the item’s next version', async () => {
    await topics().replace(POLITICS, ['medtop:20000763']);
    await t.db.update(news).set({ title: 'लोकसेवा आयोगको विज्ञापन (संशोधित)' }).where(eq(news.id, itemId));
    await t.app.dispatchItemChanges();
    const document = (await call(`/api/feed/v1/items/${itemId}`)).json();
    expect(document.version).toBe('2');
    expect((document.subjects as Subject[]).filter((subject) => subject.rel === 'about').map((subject) => subject.literal)).toEqual([
      'medtop:20000763',
    ]);
    await topics().replace(POLITICS, [POLITICS_TOPIC, CIVIL_SERVICE]);
  });
});

describe('GET /api/feed/v1/items?topic=', () => {
  const uris = async (query: string) => {
    const answer = await call(`/api/feed/v1/items?${query}`);
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json().items as { uri: string }[]).map((item) => item.uri);
  };
  const uri = () => `http://portal.test/news/${itemId}`;

  it('matches items of categories mapped to the topic or to a narrower one', async () => {
    expect(await uris(`topic=${CIVIL_SERVICE}`)).toContain(uri());
    expect(await uris(`topic=${GOVERNMENT}`)).toContain(uri());
    expect(await uris(`topic=${POLITICS_TOPIC}`)).toContain(uri());
    expect(await uris('topic=medtop:15000000')).not.toContain(uri());
    const sport = await t.app.content.news.create(newsFixture(staffId, { title: 'Cricket', categoryIds: [SPORTS] }));
    await t.app.dispatchItemChanges();
    // medtop:20000822 (competition discipline) is under sport: the broader topic matches, the narrower one does not.
    expect(await uris('topic=medtop:15000000')).toEqual([`http://portal.test/news/${sport.id}`]);
    expect(await uris('topic=medtop:20000822')).toEqual([]);
    expect(await uris('topic=')).toContain(uri());
  });

  // 422 on the field, as the Feed API answers an unknown category or language.
  it('refuses an unknown, malformed or retired code on the topic field, naming the problem', async () => {
    for (const [topic, text] of [
      ['medtop:99999999', 'medtop:99999999 is not an IPTC Media Topic'],
      ['politics', 'politics is not an IPTC Media Topic'],
      ['medtop:20000064', 'IPTC has retired the Media Topic medtop:20000064'],
    ]) {
      const answer = await call(`/api/feed/v1/items?topic=${encodeURIComponent(topic as string)}`);
      expect(answer.statusCode, answer.body).toBe(422);
      expect(answer.json().errors.topic[0]).toContain(text);
    }
  });
});
