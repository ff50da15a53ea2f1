import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedEvents, feedPending, media, news } from '../../db/schema.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { buildStaff, ENGLISH, NEPALI, newsFixture, POLITICS, SPORTS } from '../../test/content-factories.ts';
import { buildTestApp, createTestDatabase, type TestApp } from '../../test/test-app.ts';
import { createItemChangeDispatcher, type ItemChangeConsumer } from './item-change-dispatcher.ts';
import { createItemChangesRepository } from './item-changes.repository.ts';

const HOUR = 3_600_000;
let t: TestApp;
let clock = Date.now();
let staffId: number;

const eventsOf = (newsId: number) =>
  t.db
    .select({ version: feedEvents.version, pubstatus: feedEvents.pubstatus, languageId: feedEvents.languageId })
    .from(feedEvents)
    .where(eq(feedEvents.newsId, newsId))
    .orderBy(feedEvents.seq);

const publish = (title: string, overrides: Parameters<typeof newsFixture>[1] = {}) =>
  t.app.content.news.create(newsFixture(staffId, { title, publishAt: new Date(clock - 1000), ...overrides }));

beforeAll(async () => {
  t = await buildTestApp({ now: () => new Date(clock) });
  staffId = (await buildStaff(t.db)).id;
});
afterAll(async () => {
  await t.close();
});

describe('the item-change log the machine feeds read', () => {
  it('logs a published item once as usable version 1, and nothing for items clients cannot read', async () => {
    const item = await publish('Budget passed');
    const pending = await publish('An upload waiting for review', { status: 'pending' });
    await t.app.dispatchItemChanges();
    expect(await eventsOf(item.id)).toEqual([{ version: 1, pubstatus: 'usable', languageId: ENGLISH }]);
    expect(await eventsOf(pending.id)).toEqual([]);
    expect(await t.app.dispatchItemChanges()).toBe(0);
    expect(await t.db.select().from(feedPending)).toEqual([]);
  });

  it('logs a correction as a new version, but not a write that changes nothing clients see', async () => {
    const item = await publish('Flood warning');
    await t.app.dispatchItemChanges();
    await t.db.update(news).set({ pin: true }).where(eq(news.id, item.id));
    expect(await t.app.dispatchItemChanges()).toBe(0);
    await t.db.update(news).set({ title: 'Flood warning for the Koshi basin', languageId: NEPALI }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    expect(await eventsOf(item.id)).toEqual([
      { version: 1, pubstatus: 'usable', languageId: ENGLISH },
      { version: 2, pubstatus: 'usable', languageId: NEPALI },
    ]);
  });

  it('logs a file added to or taken from a published item as a new version, but not its renditions being made', async () => {
    const item = await publish('Earthquake drill');
    await t.app.dispatchItemChanges();
    const [file] = await t.db
      .insert(media)
      .values({ newsId: item.id, kind: 'image', path: `news/${item.id}/drill.png`, extension: 'png', mime: 'image/png', size: 10 })
      .returning();
    await t.app.dispatchItemChanges();
    await t.db
      .update(media)
      .set({ renditions: [] })
      .where(eq(media.id, file?.id ?? 0));
    expect(await t.app.dispatchItemChanges()).toBe(0);
    await t.db.delete(media).where(eq(media.id, file?.id ?? 0));
    await t.app.dispatchItemChanges();
    expect((await eventsOf(item.id)).map((event) => event.version)).toEqual([1, 2, 3]);
  });

  it('cancels an unpublished item and a deleted one, keeping their language for the feeds filters', async () => {
    const unpublished = await publish('Withdrawn story');
    const deleted = await publish('Deleted story', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, unpublished.id));
    await t.db.delete(news).where(eq(news.id, deleted.id));
    await t.app.dispatchItemChanges();
    expect(await eventsOf(unpublished.id)).toEqual([
      { version: 1, pubstatus: 'usable', languageId: ENGLISH },
      { version: 2, pubstatus: 'canceled', languageId: ENGLISH },
    ]);
    const [cancellation] = await t.db.select().from(feedEvents).where(sql`news_id = ${deleted.id} and pubstatus = 'canceled'`);
    expect(cancellation).toMatchObject({ version: 2, categoryIds: [SPORTS] });

    await t.db.update(news).set({ status: 'published' }).where(eq(news.id, unpublished.id));
    await t.app.dispatchItemChanges();
    expect((await eventsOf(unpublished.id)).at(-1)).toEqual({ version: 3, pubstatus: 'usable', languageId: ENGLISH });
  });

  it('keeps in an event every category the item has been in, so category filters hear that it left; only the last is listed', async () => {
    const item = await publish('Football league resumes', { categoryIds: [SPORTS] });
    await t.app.dispatchItemChanges();
    await t.db
      .update(news)
      .set({ categoryIds: [POLITICS] })
      .where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    await t.db.update(news).set({ status: 'unpublished' }).where(eq(news.id, item.id));
    await t.app.dispatchItemChanges();
    const events = await t.db.select().from(feedEvents).where(eq(feedEvents.newsId, item.id)).orderBy(feedEvents.seq);
    expect(events.map((event) => [event.pubstatus, event.categoryIds, event.latest])).toEqual([
      ['usable', [SPORTS], false],
      ['usable', [POLITICS, SPORTS], false],
      ['canceled', [POLITICS, SPORTS], true],
    ]);
  });

  it('logs an embargoed item when its publish time passes, with no write to announce it', async () => {
    const item = await publish('Embargoed results', { publishAt: new Date(clock + HOUR) });
    await t.app.dispatchItemChanges();
    expect(await eventsOf(item.id)).toEqual([]);
    clock += HOUR + 1000;
    await t.app.dispatchItemChanges();
    expect(await eventsOf(item.id)).toEqual([{ version: 1, pubstatus: 'usable', languageId: ENGLISH }]);
  });

  it('appends each change once when many runs are asked for at once, in one order without gaps', async () => {
    const items = await Promise.all(Array.from({ length: 12 }, (_, index) => publish(`Burst ${index}`)));
    await Promise.all(Array.from({ length: 50 }, () => t.app.dispatchItemChanges()));
    for (const item of items) expect(await eventsOf(item.id)).toHaveLength(1);
    const seqs = (await t.db.select({ seq: feedEvents.seq }).from(feedEvents).orderBy(feedEvents.seq)).map((row) => row.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
  });
});

describe('a dispatcher run whose consumer fails', () => {
  it('keeps the marks and appends nothing, so the next run tries again', async () => {
    // A database of its own: no app whose dispatcher would take the change first.
    const database = await createTestDatabase();
    try {
      await seedReferenceData(database.db);
      const author = await buildStaff(database.db);
      const dispatcher = (consumer: ItemChangeConsumer) => {
        const built = createItemChangeDispatcher({
          db: database.db,
          repository: createItemChangesRepository(),
          now: () => new Date(clock),
          log: t.app.log,
        });
        built.consume(consumer);
        return built;
      };
      const [item] = await database.db
        .insert(news)
        .values(newsFixture(author.id, { title: 'Held back by a failing consumer' }))
        .returning();
      const failing = dispatcher(async () => {
        throw new Error('the alerts could not be queued');
      });
      expect(await failing.dispatchNow()).toBe(0);
      expect(await database.db.select().from(feedEvents)).toEqual([]);
      expect(await database.db.select().from(feedPending)).toEqual([{ newsId: item?.id }]);

      const seen: number[] = [];
      expect(await dispatcher(async (changes) => void seen.push(...changes.map((change) => change.newsId))).dispatchNow()).toBe(1);
      expect(seen).toEqual([item?.id]);
    } finally {
      await database.close();
    }
  });
});
