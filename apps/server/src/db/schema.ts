import {
  ALERT_SETTINGS,
  AUTO_POST_STATES,
  CALENDARS,
  FEED_PUBSTATUSES,
  LOCAL_LEVEL_KINDS,
  LOCALES,
  type MonthOption,
  type PaymentChannel,
  type ScreenOption,
  SITE_PUSH_ACTIONS,
  SMS_STATUSES,
  TEAM_ROLES,
  WEBHOOK_STATUSES,
} from '@portal/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** The user a row belongs to; the row goes with the user. */
const clientId = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

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
    notification: boolean('notification').notNull().default(true),
    /** The language of the portal the user last chose: mails that are not a reply to a request (alerts) are written in it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * The media house a client belongs to: the id of the account that registered it, whose row
     * holds the house's profile and to which its subscription, integrations and uploads belong. Null on that
     * account itself and on staff: their house is their own id (`coalesce(house_id, id)`).
     */
    houseId: integer('house_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    teamRole: text('team_role', { enum: TEAM_ROLES }).notNull().default('owner'),
    /** Null while an invitation waits to be accepted. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).defaultNow(),
    invitedBy: integer('invited_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** A member the owner removed: the row stays so the activity history keeps their name; they cannot sign in. */
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The calendar the person reads dates in; null follows the language: BS in Nepali, AD in English. */
    calendar: text('calendar', { enum: CALENDARS }),
    /** On a house's own row: the district whose news it sees first (a radio station's home). */
    homeDistrictId: smallint('home_district_id').references((): AnyPgColumn => districts.id, { onDelete: 'set null' }),
    /** The person asked for an SMS of every urgent item, to `mobile_no`. */
    urgentSms: boolean('urgent_sms').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_house_idx').on(table.houseId).where(sql`house_id is not null`),
  ],
);

/** A hand-over of a media house's ownership the owner offered (with their password) and the member has not yet accepted. */
export const ownershipOffers = pgTable('ownership_offers', {
  houseId: integer('house_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  fromUserId: integer('from_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  toUserId: integer('to_user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/** Opaque bearer tokens, stored as SHA-256 hashes so a database leak reveals no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** What the person calls the device ("Newsroom PC"), so a device list tells it apart; null until named. */
    deviceName: text('device_name'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
);

/** Single-use links mailed to users: email verification, create-password, and a colleague's invitation to a media house. */
export const oneTimeLinks = pgTable(
  'one_time_links',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    purpose: text('purpose', { enum: ['verify_email', 'create_password', 'invitation'] }).notNull(),
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
    /** The usage terms an item of this category gets when staff set none of its own. */
    defaultUsageTerms: text('default_usage_terms').notNull().default(''),
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
    /** Shown instead of the label when the interface is Nepali; '' falls back to the label. */
    labelNe: text('label_ne').notNull().default(''),
    value: text('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('setup_values_key_value_unique').on(table.key, table.value)],
);

/** Amounts are integer paisa. A trial plan lasts trialDays; any other lasts the chosen months. */
export const subscriptionPlans = pgTable('subscription_plans', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Shown instead of the English name and description when the interface is Nepali; null falls back to English. */
  nameNe: text('name_ne'),
  icon: text('icon').notNull().default('star'),
  description: text('description').notNull().default(''),
  descriptionNe: text('description_ne'),
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
    userId: clientId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    noOfScreen: integer('no_of_screen').notNull().default(1),
    noOfMonth: integer('no_of_month').notNull().default(1),
    isTrial: boolean('is_trial').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** What it was sold for before VAT and before any credit (paisa): the base of the credit when a higher plan replaces it. 0 for a trial or a grant. */
    valueAmount: integer('value_amount').notNull().default(0),
    /** The payment that bought it; unique, so one payment grants at most one subscription. Null when granted by hand. */
    paymentId: integer('payment_id').references(() => payments.id),
    /** A subscription staff granted or extended by hand: why, and who. */
    note: text('note'),
    grantedBy: integer('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('subscriptions_user_expiry_idx').on(table.userId, table.expiresAt),
    uniqueIndex('subscriptions_payment_unique').on(table.paymentId),
    uniqueIndex('subscriptions_one_trial_unique').on(table.userId).where(sql`${table.isTrial}`),
  ],
);

export const PAYMENT_STATES = ['initiated', 'pending', 'ambiguous', 'completed', 'failed', 'refunded', 'disputed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * One checkout: the price fixed by the server when the plan was saved (integer paisa), the gateway's
 * references, and where verification stands. `disputed`: the gateway confirmed a different amount;
 * staff settle it by hand.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    planId: integer('plan_id')
      .notNull()
      .references(() => subscriptionPlans.id),
    planName: text('plan_name').notNull(),
    planNameNe: text('plan_name_ne'),
    channel: text('channel').$type<PaymentChannel>().notNull(),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('initiated'),
    /** eSewa transaction_uuid and Khalti purchase_order_id. */
    orderId: text('order_id').notNull(),
    /** Khalti pidx. */
    gatewayToken: text('gateway_token'),
    /** eSewa ref_id, Khalti transaction_id: unique per gateway, so a gateway transaction pays once. */
    gatewayTransactionId: text('gateway_transaction_id'),
    gatewayStatus: text('gateway_status'),
    noOfScreen: integer('no_of_screen').notNull(),
    noOfMonth: integer('no_of_month').notNull(),
    durationUnit: text('duration_unit', { enum: ['month', 'day'] }).notNull(),
    duration: integer('duration').notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    screenAmount: integer('screen_amount').notNull(),
    monthAmount: integer('month_amount').notNull(),
    /** The unused value of the plan this one replaces, taken off before VAT, and the subscription it came from. */
    creditAmount: integer('credit_amount').notNull().default(0),
    creditSubscriptionId: integer('credit_subscription_id'),
    vatAmount: integer('vat_amount').notNull(),
    totalAmount: integer('total_amount').notNull(),
    billNo: text('bill_no'),
    checks: integer('checks').notNull().default(0),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('payments_order_unique').on(table.orderId),
    uniqueIndex('payments_gateway_token_unique').on(table.channel, table.gatewayToken),
    uniqueIndex('payments_gateway_transaction_unique').on(table.channel, table.gatewayTransactionId),
    uniqueIndex('payments_bill_no_unique').on(table.billNo),
    index('payments_user_idx').on(table.userId, table.createdAt.desc()),
    index('payments_next_check_idx').on(table.nextCheckAt),
  ],
);

/** The last bill number issued in each Nepali fiscal year (bills run 1, 2, 3… from every Shrawan 1). */
export const billSequences = pgTable('bill_sequences', {
  fiscalYear: text('fiscal_year').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

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

/** `changes_requested`: staff sent a client's upload back; the client may edit it and it is pending again. */
export const CONTENT_STATUSES = ['pending', 'changes_requested', 'published', 'unpublished', 'rejected'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Columns every publishable item has. `search_text` is kept by the service; `search_vector` follows it. */
const publishable = () => ({
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('pending'),
  publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  searchText: text('search_text').notNull().default(''),
  searchHead: text('search_head').notNull().default(''),
  searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('simple'::regconfig, search_text)`),
  /** Where the item is about: a local level implies its district, a district its province. */
  provinceId: smallint('province_id').references((): AnyPgColumn => provinces.id),
  districtId: smallint('district_id').references((): AnyPgColumn => districts.id),
  localLevelId: smallint('local_level_id').references((): AnyPgColumn => localLevels.id),
  /** What a receiving newsroom may do with the item ("Not for broadcast before 18:00"); '' takes the category's default. */
  usageTerms: text('usage_terms').notNull().default(''),
  /** The agency's note to the receiving newsroom, shown prominently, never printed as part of the story. */
  editorNote: text('editor_note').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * News items. `search_text` (title, description, body without tags, lower case) feeds whole-word search;
 * `search_head` (title and description) feeds partial and misspelt words through pg_trgm.
 */
export const news = pgTable(
  'news',
  {
    ...publishable(),
    content: text('content').notNull().default(''),
    metaDescription: text('meta_description').notNull().default(''),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    pin: boolean('pin').notNull().default(false),
    /** Breaking news: open client portals show a prominent notice when it goes out. */
    breaking: boolean('breaking').notNull().default(false),
    /** Urgent news: clients who opted in get an SMS of the headline. */
    urgent: boolean('urgent').notNull().default(false),
    /** When the agency last corrected the item after publishing it; clients see "Updated". */
    revisedAt: timestamp('revised_at', { withTimezone: true }),
    /** The organisation credited on a client's upload the agency published ("Source: …"). */
    sourceName: text('source_name'),
    /** The review of a client's upload: the reason for a rejection or the changes asked for, who decided, when. */
    reviewNote: text('review_note'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** On a client's upload: the member of the media house who sent it; null before teams. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    // Language and categories ride along so that counting a part of a month and paging by id read the index alone.
    index('news_published_idx')
      .on(table.publishAt.desc(), table.id.desc(), table.languageId, table.categoryIds)
      .where(sql`status = 'published'`),
    index('news_language_published_idx').on(table.languageId, table.publishAt.desc()).where(sql`status = 'published'`),
    index('news_categories_idx').using('gin', table.categoryIds),
    index('news_search_vector_idx').using('gin', table.searchVector),
    index('news_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
    index('news_pinned_idx').on(table.publishAt.desc()).where(sql`pin and status = 'published'`),
    index('news_user_idx').on(table.userId, table.createdAt.desc()),
    index('news_district_published_idx')
      .on(table.districtId, table.publishAt.desc())
      .where(sql`status = 'published' and district_id is not null`),
    index('news_province_published_idx')
      .on(table.provinceId, table.publishAt.desc())
      .where(sql`status = 'published' and province_id is not null`),
  ],
);

/** A field's value before and after one edit. */
export type FieldChange = { from: unknown; to: unknown };

/** Every edit of a news item by the agency: who changed which fields, from what to what, when. */
export const newsVersions = pgTable(
  'news_versions',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    editorId: integer('editor_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<Record<string, FieldChange>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('news_versions_news_idx').on(table.newsId, table.createdAt.desc())],
);

/**
 * How many published news items each quarter of a UTC month holds, per language and set of categories
 * (sorted), so that a list's `meta.total` over whole periods is a sum of some thousands of rows kept in
 * memory instead of a count over a million. Kept by statement triggers on `news` in the writing
 * transaction (migrations 0003, 0010, 0014); the list adds the rows of the periods it covers only in
 * part by counting them.
 */
export const newsCounts = pgTable(
  'news_counts',
  {
    /** The start of a quarter of a UTC month (the 1st, 9th, 17th or 25th): SQL news_count_period, migration 0014. */
    period: timestamp('period', { withTimezone: true }).notNull(),
    languageId: integer('language_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    items: integer('items').notNull(),
  },
  (table) => [primaryKey({ columns: [table.period, table.languageId, table.categoryIds] })],
);

/** Feature-photo galleries. */
export const galleries = pgTable(
  'galleries',
  {
    ...publishable(),
    description: text('description').notNull().default(''),
  },
  (table) => [
    index('galleries_published_idx').on(table.publishAt.desc(), table.id.desc()).where(sql`status = 'published'`),
    index('galleries_search_vector_idx').using('gin', table.searchVector),
    index('galleries_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
  ],
);

export const videos = pgTable(
  'videos',
  {
    ...publishable(),
    metaDescription: text('meta_description').notNull().default(''),
    description: text('description').notNull().default(''),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    durationSeconds: real('duration_seconds'),
  },
  (table) => [
    index('videos_published_idx').on(table.publishAt.desc(), table.id.desc()).where(sql`status = 'published'`),
    index('videos_categories_idx').using('gin', table.categoryIds),
    index('videos_search_vector_idx').using('gin', table.searchVector),
    index('videos_search_head_trgm_idx').using('gin', sql`search_head gin_trgm_ops`),
  ],
);

/**
 * The archive's distinct words (the lexemes of `search_vector`, English and Nepali alike) and how many
 * published news items, galleries and videos hold each: what "Did you mean" corrects a search against
 * (pg_trgm on this small table, never a scan of the archive). Kept by statement triggers on the three
 * tables in the writing transaction (migration search-normal-and-words); a word no item holds any more stays with 0.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    items: integer('items').notNull(),
  },
  () => [
    index('search_words_trgm_idx').using('gin', sql`word gin_trgm_ops`),
    index('search_words_prefix_idx').using('btree', sql`word text_pattern_ops`),
  ],
);

export const MEDIA_KINDS = ['image', 'video', 'pdf'] as const;

/** A WebP copy of a picture at one width (lib/image-renditions.ts), stored beside the original. */
export type StoredRendition = { width: number; path: string };

/**
 * Stored files. A file belongs to one news item, gallery or video (its main file, `role` 'main', or
 * its poster, `role` 'poster'); paths are relative to the media folder and server-made. `renditions`
 * are a picture's WebP copies, narrowest first ([] for other files); null only on pictures stored
 * before renditions existed, until the backfill (media/rendition-backfill.ts) makes them.
 */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'cascade' }),
    galleryId: integer('gallery_id').references(() => galleries.id, { onDelete: 'cascade' }),
    videoId: integer('video_id').references(() => videos.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['attachment', 'main', 'poster'] })
      .notNull()
      .default('attachment'),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    path: text('path').notNull(),
    thumbnailPath: text('thumbnail_path'),
    renditions: jsonb('renditions').$type<StoredRendition[]>(),
    extension: text('extension').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    position: integer('position').notNull().default(0),
    caption: text('caption').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('media_path_unique').on(table.path),
    index('media_news_idx').on(table.newsId, table.position).where(sql`news_id is not null`),
    index('media_gallery_idx').on(table.galleryId, table.position).where(sql`gallery_id is not null`),
    index('media_video_idx').on(table.videoId, table.position).where(sql`video_id is not null`),
    index('media_renditions_missing_idx').on(table.id).where(sql`renditions is null`),
  ],
);

export const CONTENT_KINDS = ['news', 'gallery', 'video'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/**
 * What clients do with content: type 1 is a view, 2–6 the actions of SPEC.md §7 (copies, downloads…).
 * The activity timelines and the agency's analytics read this table.
 */
export const clientActions = pgTable(
  'client_actions',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    type: smallint('type').notNull(),
    action: text('action').notNull(),
    /** The person of the media house who acted; null on rows from before teams: the house's own account. */
    memberId: integer('member_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('client_actions_user_kind_idx').on(table.userId, table.kind, table.createdAt.desc()),
    index('client_actions_item_idx').on(table.kind, table.itemId, table.type),
  ],
);

/** Client API of My Account: the client's own site, where "Post to my site" sends articles. The token is sealed (lib/secret-box.ts). */
export const clientSites = pgTable(
  'client_sites',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    categoryUrl: text('category_url').notNull(),
    storeUrl: text('store_url').notNull(),
    sealedToken: text('sealed_token').notNull(),
    /** The secret pushes are signed with (docs/SITE-PUSH.md); null until first needed, for sites saved before pushes were signed. */
    sealedSecret: text('sealed_secret'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('client_sites_user_unique').on(table.userId)],
);

/** Auto-push of My Account: every item the agency publishes in `categoryId` goes to the client's site under its category. */
export const siteAutoPush = pgTable(
  'site_auto_push',
  {
    userId: clientId(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    siteCategoryExternalId: integer('site_category_external_id').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.categoryId] }), index('site_auto_push_category_idx').on(table.categoryId)],
);

/**
 * One item on one client's site: made by a manual post or by auto-push, once per item and site, and kept
 * after the item is deleted (no foreign key), so its take-down still goes out. `deliveredVersion` is the
 * item version the site last took; corrections and take-downs go to the sites that have one.
 */
export const sitePosts = pgTable(
  'site_posts',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id').notNull(),
    siteCategoryExternalId: integer('site_category_external_id').notNull(),
    siteCategoryName: text('site_category_name').notNull(),
    automatic: boolean('automatic').notNull(),
    /** The item's title when last pushed: what the delivery log shows once the item is gone. */
    title: text('title').notNull(),
    deliveredVersion: integer('delivered_version'),
    takenDown: boolean('taken_down').notNull().default(false),
    /** Set while one push of the post is on its way (any instance): a second waits for it, so none is sent twice. */
    pushLeaseUntil: timestamp('push_lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('site_posts_user_news_unique').on(table.userId, table.newsId), index('site_posts_news_idx').on(table.newsId)],
);

/** The categories of a client's site, as its category endpoint last listed them. */
export const clientCategories = pgTable(
  'client_categories',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    /** The id the client's site knows the category by; it goes back to the site in each post. */
    externalId: integer('external_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull().default(''),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('client_categories_user_external_unique').on(table.userId, table.externalId)],
);

/** Every attempt to post an item to a client's site, delivered or not. */
export const siteDeliveries = pgTable(
  'site_deliveries',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    /** No foreign key: the log of an item's take-down outlives the item. */
    newsId: integer('news_id').notNull(),
    sitePostId: integer('site_post_id').references(() => sitePosts.id, { onDelete: 'set null' }),
    categoryExternalId: integer('category_external_id').notNull(),
    categoryName: text('category_name').notNull(),
    action: text('action', { enum: SITE_PUSH_ACTIONS }).notNull().default('publish'),
    version: integer('version'),
    automatic: boolean('automatic').notNull().default(false),
    attempt: integer('attempt').notNull().default(1),
    status: text('status', { enum: ['delivered', 'failed'] }).notNull(),
    httpStatus: integer('http_status'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('site_deliveries_user_news_idx').on(table.userId, table.newsId, table.createdAt.desc()),
    index('site_deliveries_user_idx').on(table.userId, table.id.desc()),
  ],
);

/** Link API of My Account: addresses the agency's tools read the client's categories and posts from. Token sealed. */
export const linkApis = pgTable(
  'link_apis',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    categoryUrl: text('category_url').notNull(),
    postUrl: text('post_url').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('link_apis_user_unique').on(table.userId)],
);

export const RADIO_STATUSES = ['not_verified', 'verified'] as const;

/** Connect Radio of My Account; the agency verifies the stream, after which the client can no longer change it. */
export const radioStations = pgTable(
  'radio_stations',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    streamUrl: text('stream_url').notNull(),
    webUrl: text('web_url').notNull(),
    address: text('address').notNull(),
    status: text('status', { enum: RADIO_STATUSES }).notNull().default('not_verified'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('radio_stations_user_unique').on(table.userId)],
);

/** What the social-automation service says about the linked account (SPEC.md §3 "Social-service profile"). */
export type SociairAccountDetails = {
  photo: string | null;
  username: string;
  tenant: string;
  name: string;
  email: string;
  domain: string;
  subscriptionEndAt: string | null;
};

/**
 * A client's link to its account on the social-automation service: the tenant found by username, then the
 * service's access token (sealed, lib/secret-box.ts) once the client logged in. `needs_login` is set when the
 * service stops accepting the token; the password is never stored.
 */
export const sociairLinks = pgTable(
  'sociair_links',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    tenantId: text('tenant_id').notNull(),
    tenantName: text('tenant_name').notNull(),
    username: text('username').notNull(),
    sealedToken: text('sealed_token'),
    needsLogin: boolean('needs_login').notNull().default(false),
    autoPost: boolean('auto_post').notNull().default(false),
    account: jsonb('account').$type<SociairAccountDetails>(),
    syncedAt: timestamp('synced_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('sociair_links_user_unique').on(table.userId)],
);

/** The client's social pages on the service, as the last sync listed them (allowed types, enabled only). */
export const sociairProfiles = pgTable(
  'sociair_profiles',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    logo: text('logo'),
    chosen: boolean('chosen').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('sociair_profiles_user_external_unique').on(table.userId, table.externalId)],
);

/** The service's categories for the client; `category_id` is the agency category with the same slug. */
export const sociairCategories = pgTable(
  'sociair_categories',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    chosen: boolean('chosen').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sociair_categories_user_external_unique').on(table.userId, table.externalId),
    index('sociair_categories_chosen_idx').on(table.categoryId).where(sql`chosen`),
  ],
);

/** One news item handed to the service for one client: at most one per item and client, whatever the retries. */
export const autoPosts = pgTable(
  'auto_posts',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    status: text('status', { enum: AUTO_POST_STATES }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    externalPostId: text('external_post_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('auto_posts_user_news_unique').on(table.userId, table.newsId),
    index('auto_posts_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** Every call that tried to deliver an auto-post, answered or not. */
export const autoPostAttempts = pgTable(
  'auto_post_attempts',
  {
    id: serial('id').primaryKey(),
    autoPostId: integer('auto_post_id')
      .notNull()
      .references(() => autoPosts.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: ['delivered', 'failed', 'refused'] }).notNull(),
    httpStatus: integer('http_status'),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auto_post_attempts_post_idx').on(table.autoPostId, table.createdAt)],
);

/**
 * The login and password-reset limiters' windows, shared by every instance of the portal
 * (lib/attempt-limiter.ts): one row per limiter and key, counted up atomically. Unlogged (migration
 * 0015): a crash forgets the counts, which only gives back a few guesses.
 */
export const attemptCounters = pgTable('attempt_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/**
 * The log machine feeds read: one row each time a news item became usable, was corrected or
 * was cancelled (unpublished, deleted, embargoed again), numbered in commit order. Only the item-change
 * dispatcher writes it, one run at a time under an advisory lock (modules/item-changes/), so a reader
 * that has seen `seq` n never later finds a smaller one committed. No foreign key: a deleted item keeps
 * its cancellation. Language and categories are the item's at the event, so filters apply to
 * cancellations too.
 */
export const feedEvents = pgTable(
  'feed_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    newsId: integer('news_id').notNull(),
    version: integer('version').notNull(),
    pubstatus: text('pubstatus', { enum: FEED_PUBSTATUSES }).notNull(),
    languageId: integer('language_id').notNull(),
    categoryIds: integer('category_ids').array().notNull(),
    /** md5 of what a client sees of the item (text, language, categories, files): a new version only when it differs. */
    contentHash: text('content_hash').notNull(),
    createdAt: createdAt(),
    /**
     * The item as ninjs when the event was appended, links to files as tokens signed when sent
     * (feed-documents.ts); null until made (the archive is made from the newest down, `feed_state`).
     */
    ninjs: text('ninjs'),
    /** The same for a plan without videos; null when the item has no video. */
    ninjsWithoutVideos: text('ninjs_without_videos'),
    /** The item's latest event: what feed pages list (an item comes once, as it stands). */
    latest: boolean('latest').notNull().default(true),
  },
  (table) => [
    index('feed_events_news_idx').on(table.newsId, table.seq.desc()),
    index('feed_events_latest_idx').on(table.seq).where(sql`latest`),
  ],
);

/** Items written since the dispatcher last looked; a statement trigger on `news` adds them in the writing transaction (migration 0016). */
export const feedPending = pgTable('feed_pending', {
  newsId: integer('news_id').primaryKey(),
});

/** The dispatcher's one row: up to when it has looked for embargoes that lifted on their own. */
export const feedState = pgTable('feed_state', {
  id: smallint('id').primaryKey().default(1),
  liftsSeenUntil: timestamp('lifts_seen_until', { withTimezone: true }).notNull(),
  /** What the stored ninjs were made for (PUBLIC_URL, agency name, presenter); another value makes them all again. */
  documentsFor: text('documents_for').notNull().default(''),
  /** Events below this seq have no ninjs made for `documents_for` yet: sent as made on the spot. */
  documentsBelow: bigint('documents_below', { mode: 'number' }).notNull().default(0),
});

/**
 * A client's saved news search: the list's search words and filters as the list had them (`filters`,
 * to open it again) and what alerts match an item by (`match_query`, a prefix tsquery of the words, null
 * without words; language; any of the categories). `daily_at`: minutes after midnight, Nepal time.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    query: text('query').notNull().default(''),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull().default({}),
    matchQuery: text('match_query'),
    languageId: integer('language_id'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    alert: text('alert', { enum: ALERT_SETTINGS }).notNull().default('off'),
    dailyAt: smallint('daily_at'),
    /** Until when the digest of this search has gone out (hourly and daily). */
    digestUntil: timestamp('digest_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('saved_searches_user_name_unique').on(table.userId, sql`lower(${table.name})`),
    index('saved_searches_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * An item that matched at least one of a client's saved searches: the bell lists them, the mails send
 * them. One row per client and item, however many searches match, so an item is mailed once.
 * `delivery` is the quickest alert among the searches that matched; `mailed_at` is set once it went out.
 */
export const alertMatches = pgTable(
  'alert_matches',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    savedSearchId: integer('saved_search_id').references(() => savedSearches.id, { onDelete: 'set null' }),
    delivery: text('delivery', { enum: ALERT_SETTINGS }).notNull(),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_matches_user_news_unique').on(table.userId, table.newsId),
    index('alert_matches_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('alert_matches_unmailed_idx').on(table.savedSearchId).where(sql`mailed_at is null and delivery in ('hourly', 'daily')`),
  ],
);

/** A client's keys to the Feed API: the SHA-256 of the key only; `prefix` (its first characters) names it on screen. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('api_keys_hash_unique').on(table.keyHash), index('api_keys_user_idx').on(table.userId, table.createdAt)],
);

/** Feed calls per client and day (Nepal day), for the agency's analytics. */
export const feedUsage = pgTable(
  'feed_usage',
  {
    userId: clientId(),
    day: text('day').notNull(),
    calls: integer('calls').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** The secret in a client's RSS and Atom addresses: its SHA-256 to find the client by, sealed to show it again; rotating replaces it. */
export const feedTokens = pgTable(
  'feed_tokens',
  {
    userId: clientId().primaryKey(),
    tokenHash: text('token_hash').notNull(),
    sealedToken: text('sealed_token').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('feed_tokens_hash_unique').on(table.tokenHash)],
);

/**
 * A client's webhook: new, corrected and cancelled items matching its filters are POSTed to `url` as
 * ninjs, signed with the (sealed) secret. `failing_since`: the first failure of the current run of
 * failures; after 24 h of them the hook is paused and the client mailed.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    url: text('url').notNull(),
    sealedSecret: text('sealed_secret').notNull(),
    query: text('query').notNull().default(''),
    matchQuery: text('match_query'),
    languageId: integer('language_id'),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    status: text('status', { enum: WEBHOOK_STATUSES }).notNull().default('active'),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('webhooks_user_idx').on(table.userId), index('webhooks_active_idx').on(table.id).where(sql`status = 'active'`)],
);

/** Every POST to a webhook, answered or not: the delivery log of My Account. `event_id` is the idempotency id receivers see. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    webhookId: integer('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    newsId: integer('news_id').notNull(),
    pubstatus: text('pubstatus', { enum: FEED_PUBSTATUSES }).notNull(),
    attempt: integer('attempt').notNull(),
    httpStatus: integer('http_status'),
    outcome: text('outcome', { enum: ['delivered', 'failed'] }).notNull(),
    message: text('message').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('webhook_deliveries_hook_idx').on(table.webhookId, table.createdAt.desc())],
);

/** Nepal's 7 provinces, 77 districts and 753 local levels: filled at start from packages/shared's places data. */
export const provinces = pgTable('provinces', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull(),
  nameNe: text('name_ne').notNull(),
});

export const districts = pgTable(
  'districts',
  {
    id: smallint('id').primaryKey(),
    provinceId: smallint('province_id')
      .notNull()
      .references(() => provinces.id),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
  },
  (table) => [index('districts_province_idx').on(table.provinceId)],
);

export const localLevels = pgTable(
  'local_levels',
  {
    id: smallint('id').primaryKey(),
    districtId: smallint('district_id')
      .notNull()
      .references(() => districts.id),
    name: text('name').notNull(),
    nameNe: text('name_ne').notNull(),
    kind: text('kind', { enum: LOCAL_LEVEL_KINDS }).notNull(),
  },
  (table) => [index('local_levels_district_idx').on(table.districtId)],
);

/** A person's folders of saved items. */
export const savedFolders = pgTable(
  'saved_folders',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('saved_folders_user_name_unique').on(table.userId, sql`lower(${table.name})`)],
);

/** An item a person saved, in a folder or none, with an optional note. */
export const savedItems = pgTable(
  'saved_items',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    folderId: integer('folder_id').references(() => savedFolders.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('saved_items_user_item_unique').on(table.userId, table.kind, table.itemId),
    index('saved_items_user_created_idx').on(table.userId, table.createdAt.desc()),
  ],
);

/** An item a person sent by mail to up to 5 addresses: the daily limit counts these. */
export const itemShares = pgTable(
  'item_shares',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    kind: text('kind', { enum: CONTENT_KINDS }).notNull(),
    itemId: integer('item_id').notNull(),
    recipients: text('recipients').array().notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [index('item_shares_user_created_idx').on(table.userId, table.createdAt.desc())],
);

/** One urgent item's SMS to one person who opted in: unique, so an item is texted once; the daily limit counts these. */
export const urgentSmsMessages = pgTable(
  'urgent_sms_messages',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    houseId: integer('house_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newsId: integer('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    status: text('status', { enum: SMS_STATUSES }).notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('urgent_sms_user_news_unique').on(table.userId, table.newsId),
    index('urgent_sms_house_created_idx').on(table.houseId, table.createdAt.desc()),
  ],
);
