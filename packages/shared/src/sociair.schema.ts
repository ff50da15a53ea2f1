import { z } from 'zod';
import { SOCIAL_PROFILE_TYPES } from './constants.ts';
import { booleanFlag } from './content.schema.ts';
import { messages } from './messages.ts';
import { anyPassword, positiveId, requiredText } from './rules.ts';

/** The social-automation connection (SPEC.md §2 "Social-automation connection", §7 "Social automation"). */

export type SocialProfileType = (typeof SOCIAL_PROFILE_TYPES)[number];

/** Connect step: a username or a mobile number on the service, nothing else. */
export const sociairConnectForm = z.object({
  username: requiredText('Username or mobile').check(z.regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,63}$/, messages.sociairUsernameRule)),
});
export type SociairConnectForm = z.infer<typeof sociairConnectForm>;

/** Login step: the service password, and the 2FA code once the service asked for one. */
export const sociairLoginForm = z.object({
  password: anyPassword(),
  twofa_token: z
    .string()
    .trim()
    .regex(/^(\d{6})?$/, messages.sociairTwofaRule)
    .optional()
    .transform((value) => value || undefined),
});
export type SociairLoginForm = z.input<typeof sociairLoginForm>;

/** POST client/sociair/save/account: a token the browser got from the service itself (SPEC.md §7). */
export const sociairSaveAccountRequest = z.object({
  access_token: requiredText('Access token', 4096),
  tenant_id: requiredText('Tenant', 255),
});
export type SociairSaveAccountRequest = z.infer<typeof sociairSaveAccountRequest>;

/** The stored link: `connected` once logged in; `needs_login` when the service stopped accepting the token. */
export const sociairAccount = z.object({
  tenant_id: z.string(),
  name: z.string(),
  username: z.string(),
  connected: z.boolean(),
  needs_login: z.boolean(),
});
export type SociairAccount = z.infer<typeof sociairAccount>;

/** SPEC.md §3 "Social profile". */
export const socialProfile = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SOCIAL_PROFILE_TYPES),
  logo: z.string().nullable(),
  is_subscribed: z.boolean(),
});
export type SocialProfile = z.infer<typeof socialProfile>;

/** A category of the service; `category_id` is the agency category it matches (by slug), if any. */
export const sociairCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  category_id: z.number().int().nullable(),
  is_subscribed: z.boolean(),
});
export type SociairCategory = z.infer<typeof sociairCategory>;

export const AUTO_POST_STATES = ['queued', 'retrying', 'delivered', 'failed', 'skipped'] as const;
export type AutoPostState = (typeof AUTO_POST_STATES)[number];

/** One news item handed (or being handed) to the service for this client. */
export const autoPostRow = z.object({
  id: z.number().int(),
  news_id: z.number().int(),
  title: z.string(),
  status: z.enum(AUTO_POST_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type AutoPostRow = z.infer<typeof autoPostRow>;

/** SPEC.md §3 "Social-service profile", with the portal's own auto-post state. */
export const sociairProfile = z.object({
  photo: z.string().nullable(),
  username: z.string(),
  tenant: z.string(),
  tenant_id: z.string(),
  name: z.string(),
  email: z.string(),
  domain: z.string(),
  subscription_end_at: z.string().nullable(),
  auto_post: z.boolean(),
  needs_login: z.boolean(),
  synced_at: z.string().nullable(),
  profiles: z.array(socialProfile),
  categories: z.array(sociairCategory),
  recent_posts: z.array(autoPostRow),
});
export type SociairProfile = z.infer<typeof sociairProfile>;

/** POST change/status/{name}: the portal's per-client switches of the connection. */
export const sociairStatusParams = z.object({ name: z.enum(['auto_post']) });
export const sociairToggleParams = z.object({ id: positiveId });
export const sociairToggleQuery = z.object({ value: booleanFlag });
/** set/social-media/{id}?value&name: `name` is the profile's name as the page showed it (informational). */
export const socialMediaToggleQuery = sociairToggleQuery.extend({ name: z.string().max(255).optional() });
