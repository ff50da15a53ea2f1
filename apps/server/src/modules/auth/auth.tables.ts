import { CALENDARS, LOCALES, STAFF_ROLES, TEAM_ROLES } from '@portal/shared';
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '../../db/columns.ts';
import { districts } from '../places/places.tables.ts';

/** The user a row belongs to; the row goes with the user. */
export const clientId = () =>
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
    /** A staff member's roles (one or more; none on a client): which parts of the console they open. */
    staffRoles: text('staff_roles', { enum: STAFF_ROLES }).array().notNull().default(sql`'{}'::text[]`),
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
