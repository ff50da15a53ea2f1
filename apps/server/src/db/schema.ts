import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Media organisations (type 3, role client) and agency staff (type 1, role staff). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull().default(3),
    role: text('role', { enum: ['client', 'staff'] })
      .notNull()
      .default('client'),
    fullName: text('full_name').notNull(),
    companyName: text('company_name').notNull().default(''),
    email: text('email').notNull(),
    editorName: text('editor_name').notNull().default(''),
    link: text('link'),
    mobileNo: text('mobile_no').notNull().default(''),
    telNo: text('tel_no').notNull().default(''),
    category: text('category').notNull().default('news_portal'),
    registrationNo: text('registration_no').notNull().default(''),
    contactPerson: text('contact_person').notNull().default(''),
    logoPath: text('logo_path'),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    autoPost: boolean('auto_post').notNull().default(false),
    notification: boolean('notification').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** Opaque bearer tokens, stored as SHA-256 hashes so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Single-use links mailed to users: email verification and create-password. */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'create_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_links_token_unique').on(table.tokenHash), index('one_time_links_user_idx').on(table.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    slug: text('slug').notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (table) => [uniqueIndex('categories_slug_unique').on(table.slug)],
);

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    code: text('code').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('languages_code_unique').on(table.code)],
);

/** Key/label/value lists the forms choose from (SPEC.md §7 setupValues). */
export const setupValues = pgTable(
  'setup_values',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('setup_values_key_value_unique').on(table.key, table.value)],
);

export type ScreenOption = { screen: number; amount: number; label: string };
export type MonthOption = { month: number; amount: number };

/** Amounts are integer paisa. A trial plan lasts trialDays; any other lasts the chosen months. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  icon: text('icon').notNull().default('star'),
  description: text('description').notNull().default(''),
  monthlyAmount: integer('monthly_amount').notNull(),
  isTrial: boolean('is_trial').notNull().default(false),
  trialDays: integer('trial_days'),
  features: jsonb('features').$type<number[]>().notNull().default(sql`'[]'::jsonb`),
  contentTypes: jsonb('content_types').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  screenOptions: jsonb('screen_options').$type<ScreenOption[]>().notNull().default(sql`'[]'::jsonb`),
  monthOptions: jsonb('month_options').$type<MonthOption[]>().notNull().default(sql`'[]'::jsonb`),
  position: integer('position').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    noOfScreen: integer('no_of_screen').notNull().default(1),
    noOfMonth: integer('no_of_month').notNull().default(1),
    isTrial: boolean('is_trial').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('subscriptions_user_expiry_idx').on(table.userId, table.expiresAt)],
);

/** Every mail and SMS the portal sends, kept so a developer (or a support person) can read them. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: ['mail', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    status: text('status', { enum: ['logged', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: createdAt(),
  },
  (table) => [index('outbox_created_idx').on(table.createdAt)],
);
