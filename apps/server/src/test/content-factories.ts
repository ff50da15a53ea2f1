import type { StaffRole } from '@portal/shared';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { NewsInput } from '../modules/news/news.service.ts';
import { deriveNewsRow } from '../modules/news/news-row.ts';
import { buildClient, buildSubscription, PASSWORD } from './factories.ts';
import { bearer, pngImage } from './http.ts';

export const NEPALI = 1;
export const ENGLISH = 2;
export const POLITICS = 1;
export const ECONOMY = 2;
export const SPORTS = 3;
/** Seeded plans: 1 Basic (News), 2 Standard (News, Photos), 3 Premium (News, Photos, Videos). */
export const BASIC_PLAN = 1;
export const PREMIUM_PLAN = 3;

const DAY = 86_400_000;

/** A tiny but real PDF: file-type knows it by its `%PDF-` signature. */
export const pdfFile = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  );

/** The first box of an MP4 file, enough for type detection. */
export const mp4File = () => {
  const box = Buffer.alloc(32);
  box.writeUInt32BE(32, 0);
  box.write('ftypisom', 4, 'latin1');
  box.write('isomiso2avc1mp41', 16, 'latin1');
  return box;
};

/** A staff member holding `staffRoles` (an administrator, who opens every part of the console, unless told). */
export const buildStaff = (db: Database, staffRoles: StaffRole[] = ['administrator']) =>
  buildClient(db, { role: 'staff', type: 1, staffRoles });

/** A client signed in, with a subscription running `expiresInDays` more days (none when null). */
export async function signedInClient(
  app: FastifyInstance,
  db: Database,
  subscription: { expiresInDays: number; planId?: number; screens?: number } | null = { expiresInDays: 30 },
) {
  const client = await buildClient(db);
  if (subscription) {
    const { expiresInDays, planId = PREMIUM_PLAN, screens = 1 } = subscription;
    await buildSubscription(db, client.id, { planId, noOfScreen: screens, expiresAt: new Date(Date.now() + expiresInDays * DAY) });
  }
  const login = await app.inject({ method: 'POST', url: '/api/auth/v2/login', payload: { email: client.email, password: PASSWORD } });
  return { client, headers: bearer(login.json().data.access_token as string) };
}

export function newsFixture(userId: number, overrides: Partial<NewsInput> = {}): NewsInput {
  return {
    title: 'Parliament passes the federal budget',
    content: '<p>Reported by the agency desk.</p>',
    metaDescription: 'A report from the agency desk.',
    languageId: ENGLISH,
    categoryIds: [POLITICS, ECONOMY],
    status: 'published',
    publishAt: new Date(Date.now() - DAY),
    userId,
    ...overrides,
  };
}

/**
 * A published news row to insert directly (search tests that need many items at set times): its text columns
 * derived as the news service derives them, its language the one its title's script says.
 */
export const publishedNewsRow = (userId: number, title: string, metaDescription: string, publishAt: Date) => ({
  ...deriveNewsRow({ title, metaDescription, content: '' }),
  userId,
  languageId: /[\u0900-\u097F]/.test(title) ? NEPALI : ENGLISH,
  status: 'published' as const,
  publishAt,
});

export const imageFile = async (size = 64) => ({ data: await pngImage(size) });
