import type { MonthOption, ScreenOption } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

// In a file of its own: payments.tables.ts references the plans and subscription.tables.ts references
// payments, so plans and subscriptions in one file would make an import cycle.

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
