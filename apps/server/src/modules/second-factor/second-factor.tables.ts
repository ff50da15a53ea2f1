import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { clientId, sessions, users } from '../auth/auth.tables.ts';

/**
 * A person's authenticator app (RFC 6238): the secret sealed with the app's secret box, unconfirmed until a code of
 * it is entered; `last_time_step` is the 30 s step of the last code accepted, so a code works once (a later code
 * must be of a later step, checked and moved in one statement).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes a person is shown once; only SHA-256 hashes of the codes (high-entropy) are kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('recovery_codes_user_code_unique').on(table.userId, table.codeHash)],
);

/** WebAuthn credentials (passkeys, security keys): the public key and signature counter @simplewebauthn checks. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** singleDevice or multiDevice (a synced passkey). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('passkeys_credential_unique').on(table.credentialId), index('passkeys_user_idx').on(table.userId)],
);

/**
 * A challenge waiting for its answer: the sign-in's second step (after a correct password; a token hash, with the
 * sign-in's own choices), a passkey's registration, or a step-up with a passkey (the WebAuthn challenge). Used once.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: clientId(),
    purpose: text('purpose', { enum: ['sign-in', 'passkey-registration', 'step-up'] }).notNull(),
    /** SHA-256 of the sign-in challenge token; for the other purposes a random value nobody is told. */
    tokenHash: text('token_hash').notNull(),
    /** The WebAuthn challenge (base64url) the browser signs, where a passkey may answer. */
    webauthnChallenge: text('webauthn_challenge'),
    rememberMe: boolean('remember_me').notNull().default(false),
    replaceSession: integer('replace_session'),
    /** The session a step-up challenge belongs to. */
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('second_factor_challenges_token_unique').on(table.tokenHash),
    index('second_factor_challenges_user_idx').on(table.userId),
  ],
);

/** A media house whose owner requires a second factor of every member. */
export const houseSecondFactorRules = pgTable('house_second_factor_rules', {
  houseId: integer('house_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  requiredBy: integer('required_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** When a session last proved a second factor (at sign-in, enrolment or step-up), or its password for a person with none. */
export const sessionStepUps = pgTable('session_step_ups', {
  sessionId: integer('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull(),
  /** Which proof it was; `password` only for a person without a factor. */
  method: text('method', { enum: ['totp', 'passkey', 'recovery', 'password'] }).notNull(),
});
