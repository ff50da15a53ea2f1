import { RELATED_ITEMS_LIMIT } from '@portal/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { categoryMediaTopics, news, searchWords } from '../../db/schema.ts';
import {
  BASIC_PLAN,
  buildStaff,
  ECONOMY,
  imageFile,
  mp4File,
  newsFixture,
  POLITICS,
  SPORTS,
  signedInClient,
} from '../../test/content-factories.ts';
import { bearer, signInToken } from '../../test/http.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

const DAY = 86_400_000;
const BAGMATI = 3;
const KATHMANDU_DISTRICT = 27;
const SHARED_TOPIC = 'medtop:20000593';

let t: TestApp;
let staffId: number;
let headers: Record<string, string>;
const ids: Record<string, number> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const related = (path: string, as: Record<string, string> = headers) =>
  t.app.inject({ method: 'GET', url: `/api/client/${path}/related`, headers: as });
const relatedIds = async (path: string, as = headers) => {
  const response = await related(path, as);
  expect(response.statusCode).toBe(200);
  return response.json().data.map((item: { id: number }) => item.id);
};

async function publish(key: string, overrides: Parameters<typeof newsFixture>[1]) {
  ids[key] = (await t.app.content.news.create(newsFixture(staffId, { categoryIds: [SPORTS], ...overrides }))).id;
  return ids[key];
}

beforeAll(async () => {
  t = await buildTestApp();
  staffId = (await buildStaff(t.db)).id;
  // Economy and politics share a Media Topic here; sports has none of theirs.
  await t.db
    .insert(categoryMediaTopics)
    .values([ECONOMY, POLITICS].map((categoryId) => ({ categoryId, code: SHARED_TOPIC, position: 9 })))
    .onConflictDoNothing();
  const story = { title: 'Melamchi tunnel', metaDescription: 'Sindhupalchok engineers' };
  await publish('story', { ...story, categoryIds: [ECONOMY], provinceId: BAGMATI, districtId: KATHMANDU_DISTRICT, publishAt: daysAgo(2) });
  await publish('earlier', {
    title: 'Flood damages Melamchi tunnel',
    metaDescription: 'Sindhupalchok engineers assess',
    publishAt: daysAgo(9),
  });
  await publish('later', { title: 'Melamchi water back in taps', publishAt: daysAgo(1) });
  await publish('photoDay', { title: 'Melamchi photo day', publishAt: daysAgo(3) });
  await publish('samePlace', { title: 'Melamchi radio day', provinceId: BAGMATI, districtId: KATHMANDU_DISTRICT, publishAt: daysAgo(4) });
  await publish('sameCategory', { title: 'Melamchi budget talks', categoryIds: [ECONOMY], publishAt: daysAgo(6) });
  await publish('sameTopic', { title: 'Melamchi parliament question', categoryIds: [POLITICS], publishAt: daysAgo(7) });
  await publish('oldest', { title: 'Melamchi archive note', publishAt: daysAgo(30) });
  // Copies of the story clients may not see: each would come first if it could.
  await publish('pending', { ...story, status: 'pending' });
  await publish('embargoed', { ...story, publishAt: new Date(Date.now() + DAY) });
  await t.db
    .update(news)
    .set({ status: 'unpublished' })
    .where(eq(news.id, await publish('unpublished', story)));
  await t.db.delete(news).where(eq(news.id, await publish('deleted', story)));
  headers = (await signedInClient(t.app, t.db)).headers;
});
beforeEach(() => t.app.content.cache.forgetHere());
afterAll(() => t.close());

describe('GET /api/client/news/:id/related', () => {
  it('puts the same story first: shared rare words, then place, category and Media Topic, newest first among equals', async () => {
    expect(await relatedIds(`news/${ids.story}`)).toEqual([
      ids.earlier,
      ids.sameCategory,
      ids.samePlace,
      ids.sameTopic,
      ids.later,
      ids.photoDay,
    ]);
  });

  it('answers the cards the news list shows, never the item itself, unpublished, embargoed or deleted items', async () => {
    const response = await related(`news/${ids.story}`);
    const cards = response.json().data;
    expect(cards).toHaveLength(RELATED_ITEMS_LIMIT);
    expect(cards[0]).toMatchObject({ id: ids.earlier, title: 'Flood damages Melamchi tunnel', auto_post: false });
    const shown = cards.map((card: { id: number }) => card.id);
    for (const hidden of ['story', 'pending', 'embargoed', 'unpublished', 'deleted']) expect(shown).not.toContain(ids[hidden]);
  });

  it('answers nothing for an item whose words no other item holds', async () => {
    const lonely = await publish('lonely', { title: 'Quokka xylophone', metaDescription: 'Zeppelin' });
    expect(await relatedIds(`news/${lonely}`)).toEqual([]);
  });

  it('skips words almost every item holds, so an item of common words alone answers nothing', async () => {
    const common = await publish('common', { title: 'Daily weather', metaDescription: 'Outlook' });
    await publish('alsoCommon', { title: 'Daily weather', metaDescription: 'Outlook' });
    expect(await relatedIds(`news/${common}`)).toEqual([ids.alsoCommon]);
    await t.db
      .update(searchWords)
      .set({ items: 500_000 })
      .where(inArray(searchWords.word, ['daily', 'weather', 'outlook']));
    t.app.content.cache.forgetHere();
    expect(await relatedIds(`news/${common}`)).toEqual([]);
  });

  it('is 404 for an unknown item and for one clients may not see', async () => {
    for (const id of [2_000_000, ids.pending, ids.embargoed, ids.unpublished, ids.deleted]) {
      expect((await related(`news/${id}`)).statusCode).toBe(404);
    }
  });

  it('is for whoever may open the item: staff too; not a guest, nor a client without days left', async () => {
    const staffLogin = bearer(await signInToken(t.app, (await buildStaff(t.db)).email));
    expect(await relatedIds(`news/${ids.story}`, staffLogin)).toHaveLength(RELATED_ITEMS_LIMIT);
    expect((await related(`news/${ids.story}`, {})).statusCode).toBe(401);
    const lapsed = await signedInClient(t.app, t.db, null);
    expect((await related(`news/${ids.story}`, lapsed.headers)).statusCode).toBe(403);
  });
});

describe('related galleries and videos', () => {
  const gallery = async (title: string, days: number) =>
    (
      await t.app.content.gallery.create({
        title,
        description: '<p>Pictures of the day</p>',
        status: 'published',
        publishAt: daysAgo(days),
        userId: staffId,
        files: [await imageFile()],
      })
    ).id;
  const video = async (title: string, days: number) =>
    (
      await t.app.content.videos.create({
        title,
        metaDescription: 'Footage of the day',
        description: '<p>Watch</p>',
        languageId: 2,
        categoryIds: [SPORTS],
        status: 'published',
        publishAt: daysAgo(days),
        userId: staffId,
        durationSeconds: 6,
        files: [{ data: mp4File(), role: 'main' }],
      })
    ).id;

  it('answers items of the same kind only, and only to a plan that includes the kind', async () => {
    const [rally, rallyEarlier] = [await gallery('Janakpur chhath rally', 1), await gallery('Janakpur chhath crowds', 2)];
    const [match, matchEarlier] = [await video('Pokhara cricket final', 1), await video('Pokhara cricket semifinal', 3)];
    await publish('chhathNews', { title: 'Janakpur chhath rally', metaDescription: 'Pokhara cricket final' });
    expect(await relatedIds(`gallery/${rally}`)).toEqual([rallyEarlier]);
    expect(await relatedIds(`videos/${match}`)).toEqual([matchEarlier]);
    const basic = await signedInClient(t.app, t.db, { expiresInDays: 30, planId: BASIC_PLAN });
    expect((await related(`gallery/${rally}`, basic.headers)).statusCode).toBe(403);
    expect((await related(`videos/${match}`, basic.headers)).statusCode).toBe(403);
    expect((await related('gallery/2000000')).statusCode).toBe(404);
  });
});
