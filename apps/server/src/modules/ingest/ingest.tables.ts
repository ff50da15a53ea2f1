import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { users } from '../auth/auth.tables.ts';
import { news } from '../news/news.tables.ts';

/** Where ingested items come from: Superdesk's HTTP push, or an editorial system calling the generic ingest API. */
export const INGEST_SOURCES = ['superdesk', 'api'] as const;
/** What an incoming value is mapped to. */
export const INGEST_MAPPING_KINDS = ['category', 'language', 'place'] as const;
/** An ingested item: out under its news id, withdrawn (canceled), held for staff because a value is unmapped, or being applied. */
export const INGEST_ITEM_STATES = ['published', 'withdrawn', 'held', 'applying'] as const;

/**
 * The Superdesk push settings: the key its pushes are signed with (sealed with the secret box, as HMAC needs it
 * back) and the staff member items are published in the name of.
 */
export const ingestSettings = pgTable('ingest_settings', {
  source: text('source', { enum: INGEST_SOURCES }).primaryKey(),
  sealedKey: text('sealed_key').notNull(),
  authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});

/**
 * Staff-kept tables from an incoming value (a subject's `scheme:code`, a language code, a place's code or name)
 * to a portal category id, language id or place (`province:3`, `district:27`, `local:301`). A null target ignores
 * the value on purpose.
 */
export const ingestMappings = pgTable(
  'ingest_mappings',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: INGEST_MAPPING_KINDS }).notNull(),
    value: text('value').notNull(),
    target: text('target'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ingest_mappings_kind_value_idx').on(table.kind, table.value)],
);

/**
 * One row per (source, guid): the portal news item it became and the version last applied. A push of a lower or
 * equal version changes nothing; concurrent pushes of one guid serialize on this row.
 */
export const ingestItems = pgTable(
  'ingest_items',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: INGEST_SOURCES }).notNull(),
    guid: text('guid').notNull(),
    version: integer('version').notNull().default(0),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'set null' }),
    state: text('state', { enum: INGEST_ITEM_STATES }).notNull().default('held'),
    /** What kept a held item out: the unmapped values, as `kind:value`. */
    unmapped: text('unmapped').array().notNull().default(sql`'{}'::text[]`),
    /** The item as it arrived (a held item is applied from it once staff map its values). */
    payload: jsonb('payload').notNull(),
    /** The pushed binaries (media ids) the news item's files came from, to keep them on a correction. */
    mediaIds: text('media_ids').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('ingest_items_source_guid_idx').on(table.source, table.guid)],
);

/** Binaries pushed to /push_binary, kept in storage under ingest/ by their Superdesk media id. */
export const ingestBinaries = pgTable('ingest_binaries', {
  mediaId: text('media_id').primaryKey(),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Staff API keys (hashed, shown once, revocable), with their scopes: `ingest` for the generic ingest API. */
export const staffApiKeys = pgTable(
  'staff_api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_api_keys_hash_idx').on(table.keyHash)],
);
