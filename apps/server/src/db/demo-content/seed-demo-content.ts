import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { filterRange } from '../../lib/nepal-dates.ts';
import { plainText } from '../../lib/rich-text.ts';
import type { FileToAttach } from '../../modules/content/save-with-files.ts';
import type { GalleryInput } from '../../modules/gallery/gallery.service.ts';
import type { NewsInput } from '../../modules/news/news.service.ts';
import type { VideoInput } from '../../modules/videos/videos.service.ts';
import type { Database } from '../client.ts';
import { galleries, news, users, videos } from '../schema.ts';
import { seedDemoConsole } from './demo-console.ts';
import { demoImagePool } from './demo-images.ts';
import { demoPdf } from './demo-pdf.ts';
import { createRandom, type Random } from './demo-random.ts';
import { showcaseGallery, showcaseNews } from './demo-showcase.ts';
import { createNewsWriter, type DemoLanguage, type NewsWriter } from './demo-texts.ts';
import { DEMO_VIDEOS, type DemoClips, loadDemoClips } from './demo-videos.ts';

const DAY = 86_400_000;
const LANGUAGE_IDS: Record<DemoLanguage, number> = { ne: 1, en: 2 };
const CATEGORY_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
/** Pictures are drawn once and shared by every item: thumbnails are what the first start pays for. */
const IMAGE_POOL_SIZE = 20;
const TODAY_COUNT = 8;
const YESTERDAY_COUNT = 8;

type ContentServices = FastifyInstance['content'];
export type DemoContentOptions = { newsCount?: number; galleryCount?: number; now?: Date };
export type DemoContentCounts = { news: number; hiddenNews: number; pinned: number; galleries: number; videos: number; files: number };

/**
 * Fills an empty portal with demo content through the content services, so files take the real
 * storage path: a few hundred news items in Nepali and English, galleries and videos, plus the
 * showcase items of `DEMO_SHOWCASE`; then client uploads to review and a month of client activity. Does nothing (answers null) once any content exists or when
 * there is no staff account to own it. The same `now` always gives the same items.
 */
export async function seedDemoContent(
  db: Database,
  content: ContentServices,
  { newsCount = 300, galleryCount = 24, now = new Date() }: DemoContentOptions = {},
): Promise<DemoContentCounts | null> {
  if (await hasContent(db)) return null;
  const userId = await staffUserId(db);
  if (userId === undefined) return null;
  const random = createRandom(2082);
  const [images, clips] = await Promise.all([demoImagePool(random, IMAGE_POOL_SIZE), loadDemoClips()]);
  const calendar = demoCalendar(random, now);
  const writer = createNewsWriter(random);

  const newsItems = [...showcaseNewsItems(images, calendar), ...planNews({ random, writer, calendar, images, clips }, newsCount)];
  const galleryItems = planGalleries({ random, writer, calendar, images }, galleryCount);
  const videoItems = planVideos(calendar, clips);
  await inParallel(newsItems, (item) => content.news.create({ ...item, userId }));
  await inParallel(galleryItems, (item) => content.gallery.create({ ...item, userId }));
  await inParallel(videoItems, (item) => content.videos.create({ ...item, userId }));
  await seedDemoConsole(db, content, random, now);

  return {
    news: newsItems.length,
    hiddenNews: newsItems.filter((item) => item.status !== 'published' || (item.publishAt ?? now) > now).length,
    pinned: newsItems.filter((item) => item.pin).length,
    galleries: galleryItems.length,
    videos: videoItems.length,
    files: [...newsItems, ...galleryItems, ...videoItems].reduce((sum, item) => sum + (item.files?.length ?? 0), 0),
  };
}

/** A few saves at once, so sharp's thumbnails (worker threads) overlap the database's inserts. */
async function inParallel<T>(items: T[], save: (item: T) => Promise<unknown>, lanes = 4) {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await save(items[next++] as T);
  };
  await Promise.all(Array.from({ length: lanes }, lane));
}

async function hasContent(db: Database) {
  const counts = await Promise.all([news, galleries, videos].map((table) => db.$count(table)));
  return counts.some((n) => n > 0);
}

async function staffUserId(db: Database) {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'staff')).orderBy(asc(users.id)).limit(1);
  return staff?.id;
}

/** Publish times in Nepal days, which the Today and Yesterday filters count in. */
function demoCalendar(random: Random, now: Date) {
  const todayStart = (filterRange({ date_preset: 'today' }, now).from as Date).getTime();
  /** A moment today, `share` of the way from midnight to now. */
  const today = (share: number) => new Date(todayStart + (now.getTime() - todayStart) * share);
  return {
    now,
    today,
    /** Daytime `days` days back; for today, a moment that has already passed. */
    daysAgo: (days: number) =>
      days === 0 ? today(random.next()) : new Date(todayStart - days * DAY + random.int(6 * 60, 21 * 60) * 60_000),
  };
}
type Calendar = ReturnType<typeof demoCalendar>;

type Draft<Input> = Omit<Input, 'userId'>;
type Plan = { random: Random; writer: NewsWriter; calendar: Calendar; images: Buffer[] };

function showcaseNewsItems(images: Buffer[], calendar: Calendar): Draft<NewsInput>[] {
  const { pinnedEnglish, nepaliWithPdf } = showcaseNews(images);
  return [
    { ...pinnedEnglish, status: 'published', publishAt: calendar.now },
    { ...nepaliWithPdf, status: 'published', publishAt: calendar.today(0.9) },
  ];
}

const pictures = (plan: Plan, count: number, caption: string): FileToAttach[] =>
  plan.random.sample(plan.images, count).map((data) => ({ data, caption }));

/** When a generated item is published: the first ones today and yesterday, pinned ones recent, the rest over four months. */
function newsPublishAt(plan: Plan, index: number, pinned: boolean) {
  if (index < TODAY_COUNT) return plan.calendar.today((index + 1) / (TODAY_COUNT + 2));
  if (index < TODAY_COUNT + YESTERDAY_COUNT) return plan.calendar.daysAgo(1);
  return plan.calendar.daysAgo(pinned ? plan.random.int(2, 12) : plan.random.int(2, 120));
}

/** Which generated items are hidden from clients: a pending or unpublished one now and then, and one embargoed for a day. */
function newsState(index: number): { status: NewsInput['status']; embargoed: boolean } {
  if (index === TODAY_COUNT + YESTERDAY_COUNT + 1) return { status: 'published', embargoed: true };
  if (index % 45 === 30) return { status: index % 90 === 30 ? 'pending' : 'unpublished', embargoed: false };
  return { status: 'published', embargoed: false };
}

function planNews(plan: Plan & { clips: DemoClips }, count: number): Draft<NewsInput>[] {
  const { random, writer, calendar } = plan;
  return Array.from({ length: count }, (_, index) => {
    const language: DemoLanguage = random.chance(0.6) ? 'ne' : 'en';
    const primary = CATEGORY_IDS[index % CATEGORY_IDS.length] as number;
    const others = random.sample(
      CATEGORY_IDS.filter((id) => id !== primary),
      random.int(0, 2),
    );
    const story = writer.news(language, primary);
    const pin = index % 40 === 5;
    const { status, embargoed } = newsState(index);
    const files = random.chance(1 / 3) ? pictures(plan, random.int(1, 4), story.place) : [];
    if (index % 100 === 12) files.push({ data: plan.clips['kathmandu-skyline'].video });
    if (index % 20 === 9) files.push({ data: pressNote(index) });
    return {
      title: story.title,
      metaDescription: story.metaDescription,
      content: story.content,
      languageId: LANGUAGE_IDS[language],
      categoryIds: [primary, ...others],
      status,
      publishAt: embargoed ? new Date(calendar.now.getTime() + DAY) : newsPublishAt(plan, index, pin),
      pin,
      files,
    };
  });
}

/** The standard PDF fonts carry no Devanagari, so press notes are in English whatever the item's language. */
const pressNote = (index: number) =>
  demoPdf('Press note', [`Reference: RSS/2082/${String(index + 1).padStart(4, '0')}`, 'Contact: desk@samachar.demo']);

function planGalleries(plan: Plan, count: number): Draft<GalleryInput>[] {
  const { random, writer, calendar } = plan;
  const generated = Array.from({ length: Math.max(0, count - 1) }, (_, index): Draft<GalleryInput> => {
    const story = writer.gallery(index % 2 ? 'en' : 'ne');
    return {
      title: story.title,
      description: story.description,
      status: 'published',
      publishAt: calendar.daysAgo(random.int(1, 60)),
      files: pictures(plan, random.int(2, 6), story.place),
    };
  });
  return [{ ...showcaseGallery(plan.images), status: 'published', publishAt: calendar.today(0.85) }, ...generated];
}

function planVideos(calendar: Calendar, clips: DemoClips): Draft<VideoInput>[] {
  return DEMO_VIDEOS.map((video) => {
    const clip = clips[video.clip];
    return {
      title: video.title,
      description: video.description,
      metaDescription: plainText(video.description),
      languageId: LANGUAGE_IDS[video.language],
      categoryIds: video.categoryIds,
      status: 'published',
      publishAt: calendar.daysAgo(video.daysAgo),
      durationSeconds: clip.durationSeconds,
      files: [
        { data: clip.video, role: 'main' },
        { data: clip.poster, role: 'poster' },
      ],
    };
  });
}
