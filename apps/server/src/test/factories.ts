import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { subscriptions, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const PASSWORD = 'secret#123';

/** The text fields of a valid registration form (SPEC.md §5), overridable one by one. */
export const registrationFields = (overrides: Record<string, string> = {}) => ({
  full_name: 'Himal Times',
  company_name: 'Himal Media Pvt. Ltd.',
  email: 'desk@himaltimes.com',
  editor_name: 'Sita Sharma',
  link: 'https://himaltimes.com',
  mobile_no: '9801234567',
  category: 'news_paper',
  registration_no: 'DOI-1234',
  contact_person: 'Ram Thapa',
  tel_no: '014412345',
  type: '3',
  ...overrides,
});
let hashed: Promise<string> | undefined;
let sequence = 0;

/** A verified client with a password of its own (PASSWORD), ready to log in. */
export async function buildClient(db: Database, overrides: Partial<typeof users.$inferInsert> = {}) {
  hashed ??= hashPassword(PASSWORD);
  sequence += 1;
  const [user] = await db
    .insert(users)
    .values({
      email: `client${sequence}@example.com`,
      fullName: `Client ${sequence}`,
      mobileNo: '9800000000',
      passwordHash: await hashed,
      mustChangePassword: false,
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('no user');
  return user;
}

export async function buildSubscription(db: Database, userId: number, overrides: Partial<typeof subscriptions.$inferInsert> = {}) {
  const now = Date.now();
  const [row] = await db
    .insert(subscriptions)
    // Started a year ago, so it is in force for tests whose clock is set days or months back.
    .values({ userId, planId: 3, startsAt: new Date(now - 365 * 86_400_000), expiresAt: new Date(now + 30 * 86_400_000), ...overrides })
    .returning();
  return row;
}

export async function findUser(db: Database, email: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.email, email)))
    .limit(1);
  return user;
}
