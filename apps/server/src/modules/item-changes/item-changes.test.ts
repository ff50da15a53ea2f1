import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedEvents, feedPending, media, news } from '../../db/schema.ts';
import { seedReferenceData } from '../../db/seed.ts';
import { buildStaff, ENGLISH, NEPALI, newsFixture, POLITICS, SPORTS } from '../../test/content-factories.ts';
import { buildTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../../test/test-app.ts';
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

/** A dispatcher on a database of its own: no app's dispatcher takes a change before the test's run. */
const standaloneDispatcher = (database: TestDatabase, consumer?: ItemChangeConsumer) => {
  const dispatcher = createItemChangeDispatcher({
    db: database.db,
    repository: createItemChangesRepository(),
    now: () => new Date(clock),
    log: t.app.log,
  });
  if (consumer) dispatcher.consume(consumer);
  return dispatcher;
};

/** A database of its own with one published item, for a test that runs its own dispatchers on it. */
async function withOwnItem(title: string, test: (database: TestDatabase, newsId: number) => Promise<void>) {
  const database = await createTestDatabase();
  try {
    await seedReferenceData(database.db);
    const author = await buildStaff(database.db);
    const [item] = await database.db.insert(news).values(newsFixture(author.id, { title })).returning({ id: news.id });
    await test(database, item?.id ?? 0);
  } finally {
    await database.close();
  }
}

describe('a dispatcher run whose consumer fails', () => {
  it('keeps the marks and appends nothing, so the next run tries again', () =>
    withOwnItem('Held back by a failing consumer', async (database, newsId) => {
      const failing = standaloneDispatcher(database, async () => {
        throw new Error('the alerts could not be queued');
      });
      expect(await failing.dispatchNow()).toBe(0);
      expect(await database.db.select().from(feedEvents)).toEqual([]);
      expect(await database.db.select().from(feedPending)).toEqual([{ newsId }]);

      const seen: number[] = [];
      expect(
        await standaloneDispatcher(database, async (changes) => void seen.push(...changes.map((change) => change.newsId))).dispatchNow(),
      ).toBe(1);
      expect(seen).toEqual([newsId]);
    }));
});

// PGlite has one connection: a second transaction cannot be open while a run reads.
describe.skipIf(!process.env.DATABASE_URL)('a write that commits while a run claims its item', () => {
  it('is dispatched by a run after its commit, though the item was already marked', () =>
    withOwnItem('Landslide blocks the highway', async (database, newsId) => {
      const dispatcher = standaloneDispatcher(database);
      const writer = await database.reopen();
      try {
        let commit = () => {};
        const committed = new Promise<void>((resolve) => {
          commit = resolve;
        });
        let inserted = () => {};
        const written = new Promise<void>((resolve) => {
          inserted = resolve;
        });
        const writing = writer.db.transaction(async (tx) => {
          await tx
            .insert(media)
            .values({ newsId, kind: 'image', path: `news/${newsId}/road.png`, extension: 'png', mime: 'image/png', size: 10 });
          inserted();
          await committed;
        });
        await written;
        await dispatcher.dispatchNow();
        commit();
        await writing;
        await dispatcher.dispatchNow();

        const [last] = await database.db
          .select({ hash: feedEvents.contentHash })
          .from(feedEvents)
          .where(eq(feedEvents.newsId, newsId))
          .orderBy(desc(feedEvents.seq))
          .limit(1);
        const [now] = (
          (await database.db.execute(sql`select news_feed_hash(n) as hash from news n where id = ${newsId}`)) as unknown as {
            rows: { hash: string }[];
          }
        ).rows;
        expect(last?.hash).toBe(now?.hash);
      } finally {
        await writer.close();
      }
    }));
});
