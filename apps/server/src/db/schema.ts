/**
 * Every table of the database, as Drizzle and the code read them. Each table is defined in a tables file
 * of the module that owns it (docs/ARCHITECTURE.md "Table owners"); this index only re-exports them.
 */
export * from '../lib/platform.tables.ts';
export * from '../modules/activity/activity.tables.ts';
export * from '../modules/agenda/agenda.tables.ts';
export * from '../modules/audit/audit.tables.ts';
export * from '../modules/auth/auth.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/feed/feed.tables.ts';
export * from '../modules/gallery/gallery.tables.ts';
export * from '../modules/ingest/ingest.tables.ts';
export * from '../modules/integrations/integrations.tables.ts';
export * from '../modules/item-changes/item-changes.tables.ts';
export * from '../modules/lookups/lookups.tables.ts';
export * from '../modules/media/media.tables.ts';
export * from '../modules/media-topics/media-topics.tables.ts';
export * from '../modules/news/news.tables.ts';
export * from '../modules/oauth/oauth.tables.ts';
export * from '../modules/payments/payments.tables.ts';
export * from '../modules/places/places.tables.ts';
export * from '../modules/saved-items/saved-items.tables.ts';
export * from '../modules/saved-searches/saved-searches.tables.ts';
export * from '../modules/second-factor/second-factor.tables.ts';
export * from '../modules/sociair/sociair.tables.ts';
export * from '../modules/subscription/subscription.tables.ts';
export * from '../modules/subscription/subscription-plans.tables.ts';
export * from '../modules/urgent-sms/urgent-sms.tables.ts';
export * from '../modules/videos/videos.tables.ts';
export * from '../modules/webhooks/webhooks.tables.ts';
export * from '../modules/websub/websub.tables.ts';
