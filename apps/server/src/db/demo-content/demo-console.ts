import { NEWS_ACTIONS, VIEW_ACTION_TYPE } from '@portal/shared';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../client.ts';
import { clientActions, news, users } from '../schema.ts';
import type { Random } from './demo-random.ts';

const DAY = 86_400_000;
const ENGLISH = 2;
/** Clients whose uploads wait in the review queue; none of them is the one the upload journeys use. */
const UPLOADS = [
  {
    author: 'basic@samachar.demo',
    title: 'Seti river bridge reopens after monsoon repairs',
    content: '<p>The suspension bridge over the Seti reopened on Sunday after three weeks of repairs, district officials said.</p>',
    categoryIds: [6],
  },
  {
    author: 'expired@samachar.demo',
    title: 'Lumbini hosts a regional conference on heritage tourism',
    content: '<p>Delegates from eight countries met in Lumbini to plan joint pilgrimage routes.</p>',
    categoryIds: [9],
  },
  {
    author: 'basic@samachar.demo',
    title: 'Farmers in Kailali harvest a record paddy crop',
    content: '<p>Good rains and new irrigation canals doubled the harvest in several villages.</p>',
    categoryIds: [2],
    changesRequested: 'Please add the figures from the district agriculture office and a photo of the harvest.',
  },
] as const;
/** Clients whose reading fills the analytics: the Premium and the Basic newsroom. */
const READERS = ['active@samachar.demo', 'basic@samachar.demo'];
const ACTIONS = [NEWS_ACTIONS.titleCopied, NEWS_ACTIONS.allCopied, NEWS_ACTIONS.downloaded, NEWS_ACTIONS.descriptionCopied];

/**
 * What the staff console shows on a new portal: client uploads waiting for review (one sent back for
 * changes), and a month of clients viewing, copying and downloading news for the analytics.
 */
export async function seedDemoConsole(db: Database, content: FastifyInstance['content'], random: Random, now: Date) {
  const ids = await userIds(db, [...new Set([...UPLOADS.map((upload) => upload.author), ...READERS])]);
  for (const upload of UPLOADS) {
    const userId = ids.get(upload.author);
    if (userId === undefined) continue;
    const row = await content.news.create({
      title: upload.title,
      content: upload.content,
      languageId: ENGLISH,
      categoryIds: [...upload.categoryIds],
      status: 'pending',
      userId,
    });
    if ('changesRequested' in upload) {
      await db
        .update(news)
        .set({ status: 'changes_requested', reviewNote: upload.changesRequested, reviewedAt: now })
        .where(eq(news.id, row.id));
    }
  }
  const readers = READERS.flatMap((email) => ids.get(email) ?? []);
  const itemIds = await readableNewsIds(db, now);
  if (readers.length === 0 || itemIds.length === 0) return;
  await db.insert(clientActions).values(monthOfReading(random, now, readers, itemIds));
}

async function userIds(db: Database, emails: string[]) {
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, emails));
  return new Map(rows.map((row) => [row.email, row.id]));
}

async function readableNewsIds(db: Database, now: Date) {
  const rows = await db
    .select({ id: news.id })
    .from(news)
    .where(and(eq(news.status, 'published'), lte(news.publishAt, now)))
    .limit(60);
  return rows.map((row) => row.id);
}

/** Every day of the last 30, each reader opens a few items and copies or downloads some of them. */
function monthOfReading(random: Random, now: Date, readers: number[], itemIds: number[]) {
  const rows: (typeof clientActions.$inferInsert)[] = [];
  for (let daysAgo = 29; daysAgo >= 1; daysAgo--) {
    for (const userId of readers) {
      for (let opened = random.int(1, 6); opened > 0; opened--) {
        const itemId = random.pick(itemIds);
        const at = new Date(now.getTime() - daysAgo * DAY + random.int(0, 8 * 60) * 60_000);
        rows.push({ userId, kind: 'news', itemId, type: VIEW_ACTION_TYPE, action: 'Viewed', createdAt: at });
        if (random.chance(0.4)) rows.push({ userId, kind: 'news', itemId, ...random.pick(ACTIONS), createdAt: at });
      }
    }
  }
  return rows;
}
