import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers the tables of every module use; this file imports no table, so any tables file may import it. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
