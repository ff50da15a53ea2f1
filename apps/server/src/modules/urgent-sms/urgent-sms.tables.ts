import { SMS_STATUSES } from '@portal/shared';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId, users } from '../auth/auth.tables.ts';
import { news } from '../news/news.tables.ts';

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
