import { CLIENT_USER_TYPE, type PaymentChannel, type PlanPrice, priceOf, STAFF_USER_TYPE } from '@portal/shared';
import { count } from 'drizzle-orm';
import { hashPassword } from '../lib/passwords.ts';
import { DEFAULT_CATEGORY_MEDIA_TOPICS } from '../modules/media-topics/media-topic-defaults.ts';
import { termOf } from '../modules/payments/checkout-pricing.ts';
import { presentPlan } from '../modules/payments/payments.presenters.ts';
import { nextBillNumber } from '../modules/payments/payments.repository.ts';
import { seedPlaces } from '../modules/places/places.repository.ts';
import { endOfTerm } from '../modules/subscription/calendar-months.ts';
import type { Database } from './client.ts';
import { categories, categoryMediaTopics, languages, payments, setupValues, subscriptionPlans, subscriptions, users } from './schema.ts';

export const DEMO_PASSWORD = 'demo#2026';
const DAY = 86_400_000;

export const DEMO_ACCOUNTS = [
  { email: 'staff@samachar.demo', role: 'staff', note: 'agency staff' },
  { email: 'active@samachar.demo', role: 'client', note: 'client, Premium subscription' },
  { email: 'basic@samachar.demo', role: 'client', note: 'client, Basic plan (news only)' },
  { email: 'trial@samachar.demo', role: 'client', note: 'client, trial ending in 3 days' },
  { email: 'expired@samachar.demo', role: 'client', note: 'client, subscription expired' },
  { email: 'unverified@samachar.demo', role: 'client', note: 'client, email never verified (cannot log in)' },
  { email: 'newpass@samachar.demo', role: 'client', note: 'client, must change the generated password' },
] as const;

const CATEGORIES = [
  ['Politics', 'राजनीति', 'politics'],
  ['Economy', 'अर्थतन्त्र', 'economy'],
  ['Sports', 'खेलकुद', 'sports'],
  ['Entertainment', 'मनोरञ्जन', 'entertainment'],
  ['Health', 'स्वास्थ्य', 'health'],
  ['Technology', 'प्रविधि', 'technology'],
  ['International', 'अन्तर्राष्ट्रिय', 'international'],
  ['Society', 'समाज', 'society'],
  ['Province', 'प्रदेश', 'province'],
  ['Opinion', 'विचार', 'opinion'],
] as const;

const rupees = (amount: number) => amount * 100;

/** Lookups and plans every installation needs; safe to run again. */
export async function seedReferenceData(db: Database) {
  await seedPlaces(db);
  const [existing] = await db.select({ n: count() }).from(categories);
  if ((existing?.n ?? 0) > 0) return;
  const seeded = await db
    .insert(categories)
    .values(CATEGORIES.map(([name, nameNe, slug], position) => ({ name, nameNe, slug, position })))
    .returning({ id: categories.id, slug: categories.slug });
  const topics = seeded.flatMap(({ id, slug }) =>
    (DEFAULT_CATEGORY_MEDIA_TOPICS[slug] ?? []).map((code, position) => ({ categoryId: id, code, position })),
  );
  if (topics.length > 0) await db.insert(categoryMediaTopics).values(topics);
  await db.insert(languages).values([
    { name: 'Nepali', nameNe: 'नेपाली', code: 'ne', position: 0 },
    { name: 'English', nameNe: 'अंग्रेजी', code: 'en', position: 1 },
  ]);
  await db.insert(setupValues).values([
    { key: 'register_category', label: 'Newspaper', labelNe: 'पत्रिका', value: 'news_paper', position: 0 },
    { key: 'register_category', label: 'Television', labelNe: 'टेलिभिजन', value: 'television', position: 1 },
    { key: 'register_category', label: 'Radio / FM', labelNe: 'रेडियो / एफएम', value: 'radio/fm', position: 2 },
    { key: 'register_category', label: 'News portal', labelNe: 'समाचार पोर्टल', value: 'news_portal', position: 3 },
  ]);
  const months = (base: number) => [
    { month: 1, amount: rupees(base) },
    { month: 3, amount: rupees(base * 3) },
    { month: 6, amount: rupees(base * 6) },
    { month: 12, amount: rupees(base * 12) },
  ];
  const screens = (extra: number) => [
    { screen: 1, amount: 0, label: '1 screen' },
    { screen: 2, amount: rupees(extra), label: '2 screens' },
    { screen: 5, amount: rupees(extra * 3), label: '5 screens' },
  ];
  await db.insert(subscriptionPlans).values([
    {
      id: 1,
      name: 'Basic',
      nameNe: 'आधारभूत',
      icon: 'article',
      description: 'Every news item of the agency, in Nepali and English.',
      descriptionNe: 'एजेन्सीका नेपाली र अंग्रेजी सबै समाचार।',
      monthlyAmount: rupees(1500),
      contentTypes: ['News'],
      features: [],
      screenOptions: screens(500),
      monthOptions: months(1500),
      position: 1,
    },
    {
      id: 2,
      name: 'Standard',
      nameNe: 'मानक',
      icon: 'photo',
      description: 'News and feature photo galleries.',
      descriptionNe: 'समाचार र फिचर फोटो ग्यालरी।',
      monthlyAmount: rupees(3000),
      contentTypes: ['News', 'Photos'],
      features: [],
      screenOptions: screens(800),
      monthOptions: months(3000),
      position: 2,
    },
    {
      id: 3,
      name: 'Premium',
      nameNe: 'प्रिमियम',
      icon: 'video',
      description: 'News, photos, videos and social-media automation.',
      descriptionNe: 'समाचार, फोटो, भिडियो र सामाजिक सञ्जालमा स्वचालित पोस्ट।',
      monthlyAmount: rupees(5000),
      contentTypes: ['News', 'Photos', 'Videos'],
      features: [1, 2],
      screenOptions: screens(1200),
      monthOptions: months(5000),
      position: 3,
    },
    {
      id: 4,
      name: 'Free Trial',
      nameNe: 'निःशुल्क परीक्षण',
      icon: 'gift',
      description: 'Try every service free for 15 days.',
      descriptionNe: '१५ दिनसम्म सबै सेवा निःशुल्क प्रयोग गर्नुहोस्।',
      monthlyAmount: 0,
      isTrial: true,
      trialDays: 15,
      contentTypes: ['News', 'Photos', 'Videos'],
      features: [1, 2],
      screenOptions: [{ screen: 1, amount: 0, label: '1 screen' }],
      monthOptions: [{ month: 1, amount: 0 }],
      position: 0,
    },
  ]);
  await db.execute("select setval(pg_get_serial_sequence('subscription_plans', 'id'), 4)");
}

/** Demo accounts in every state the portal distinguishes; only when no user exists yet. */
export async function seedDemoAccounts(db: Database, now = new Date()) {
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verified = now;
  const client = (email: string, fullName: string, extra: Partial<typeof users.$inferInsert> = {}) => ({
    email,
    fullName,
    companyName: `${fullName} Pvt. Ltd.`,
    editorName: 'Sita Sharma',
    link: 'https://example.com',
    mobileNo: '9801234567',
    telNo: '01-4412345',
    category: 'news_portal',
    registrationNo: 'DOI-2081',
    contactPerson: 'Ram Thapa',
    passwordHash,
    mustChangePassword: false,
    emailVerifiedAt: verified,
    type: CLIENT_USER_TYPE,
    ...extra,
  });
  const inserted = await db
    .insert(users)
    .values([
      client('staff@samachar.demo', 'Agency Desk', {
        role: 'staff',
        staffRoles: ['administrator'],
        type: STAFF_USER_TYPE,
        companyName: 'Rastriya Samachar Sewa',
      }),
      client('active@samachar.demo', 'Kathmandu Daily', { category: 'news_paper' }),
      client('basic@samachar.demo', 'Dhangadhi Samachar'),
      client('trial@samachar.demo', 'Pokhara FM 98.2', { category: 'radio/fm' }),
      client('expired@samachar.demo', 'Lumbini Television', { category: 'television' }),
      client('unverified@samachar.demo', 'Koshi Online', { emailVerifiedAt: null }),
      client('newpass@samachar.demo', 'Janakpur Khabar', { mustChangePassword: true }),
    ])
    .returning({ id: users.id, email: users.email });
  const idOf = (email: string) => inserted.find((user) => user.email === email)?.id as number;
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const plans = await db.select().from(subscriptionPlans);
  const purchases: DemoPurchase[] = [
    { email: 'active@samachar.demo', planId: 3, screens: 2, months: 12, channel: 'ESEWA', from: -65 },
    { email: 'basic@samachar.demo', planId: 1, screens: 1, months: 3, channel: 'KHALTI', from: -20 },
    { email: 'trial@samachar.demo', planId: 4, screens: 1, months: 1, channel: 'CONTINUE', from: -12 },
    { email: 'expired@samachar.demo', planId: 1, screens: 1, months: 1, channel: 'ESEWA', from: -40 },
    { email: 'newpass@samachar.demo', planId: 2, screens: 1, months: 6, channel: 'KHALTI', from: -5 },
  ];
  for (const purchase of purchases) {
    const plan = plans.find((candidate) => candidate.id === purchase.planId) as (typeof plans)[number];
    await seedPurchase(db, { ...purchase, userId: idOf(purchase.email), plan, startsAt: at(purchase.from) });
  }
  return true;
}

type DemoPurchase = { email: string; planId: number; screens: number; months: number; channel: PaymentChannel; from: number };

/** A paid (or free) subscription with its payment and bill, as a checkout would have left them. */
async function seedPurchase(
  db: Database,
  purchase: DemoPurchase & { userId: number; plan: typeof subscriptionPlans.$inferSelect; startsAt: Date },
) {
  const { plan, startsAt } = purchase;
  const price = priceOf(presentPlan(plan), purchase.screens, purchase.months) as PlanPrice;
  const term = termOf(plan, purchase.months);
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .insert(payments)
      .values({
        userId: purchase.userId,
        planId: plan.id,
        planName: plan.name,
        planNameNe: plan.nameNe,
        channel: purchase.channel,
        status: 'completed',
        orderId: `RSS-demo-${purchase.userId}-${plan.id}`,
        gatewayTransactionId: purchase.channel === 'CONTINUE' ? null : `DEMO${purchase.userId}${plan.id}`,
        gatewayStatus: purchase.channel === 'ESEWA' ? 'COMPLETE' : purchase.channel === 'KHALTI' ? 'Completed' : null,
        noOfScreen: purchase.screens,
        noOfMonth: purchase.months,
        durationUnit: term.unit,
        duration: term.count,
        isTrial: plan.isTrial,
        screenAmount: price.screen_amount,
        monthAmount: price.month_amount,
        vatAmount: price.vat_amount,
        totalAmount: price.total_amount,
        billNo: await nextBillNumber(tx, startsAt),
        completedAt: startsAt,
        createdAt: startsAt,
      })
      .returning();
    await tx.insert(subscriptions).values({
      userId: purchase.userId,
      planId: plan.id,
      noOfScreen: purchase.screens,
      noOfMonth: purchase.months,
      isTrial: plan.isTrial,
      startsAt,
      expiresAt: endOfTerm(startsAt, term),
      valueAmount: plan.isTrial ? 0 : price.subtotal,
      paymentId: payment?.id,
      createdAt: startsAt,
    });
  });
}
