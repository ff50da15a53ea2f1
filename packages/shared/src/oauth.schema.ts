import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * OAuth 2.0 client credentials (RFC 6749 §4.4) for the Feed API, beside API keys: an owner makes a client on My
 * Account, its systems trade the client id and secret for a short-lived access token at the token endpoint.
 */

/** What a client may ask a token for: the news items of the Feed API, and its Agenda. */
export const OAUTH_SCOPES = ['feed:read', 'agenda:read'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];
export const oauthScope = z.enum(OAUTH_SCOPES);

/** How long an access token is good for, in seconds. */
export const OAUTH_TOKEN_SECONDS = 600;
export const MAX_OAUTH_CLIENTS = 5;
export const OAUTH_CLIENT_NAME_MAX = 60;
/** The token endpoint's path (RFC 6749 §3.2), also in the Developer guide's samples. */
export const OAUTH_TOKEN_PATH = '/api/oauth/token';

/** An OAuth client as My Account lists it: never its secret. */
export const oauthClient = z.object({
  id: z.number().int(),
  name: z.string(),
  client_id: z.string(),
  scopes: z.array(oauthScope),
  created_at: z.string(),
  secret_created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type OAuthClient = z.infer<typeof oauthClient>;

export const createOAuthClientRequest = z.object({
  name: z.string().trim().min(1, messages.required).max(OAUTH_CLIENT_NAME_MAX, messages.maxLength(OAUTH_CLIENT_NAME_MAX)),
  scopes: z
    .array(oauthScope, { error: messages.oauthScopesRequired })
    .min(1, messages.oauthScopesRequired)
    .refine((scopes) => new Set(scopes).size === scopes.length, messages.oauthScopesRepeated),
});
export type CreateOAuthClientRequest = z.infer<typeof createOAuthClientRequest>;

/** A new client, or a client's new secret: the only time the secret is shown. */
export const createdOAuthClient = oauthClient.extend({ client_secret: z.string() });
export type CreatedOAuthClient = z.infer<typeof createdOAuthClient>;

/**
 * The token request's fields (application/x-www-form-urlencoded). Each may come twice, which RFC 6749 §3.2
 * forbids: the endpoint then answers `invalid_request`, so a repeated field is taken in as a list here.
 */
const formField = z.union([z.string(), z.array(z.string())]).optional();
export const oauthTokenRequest = z.object({
  grant_type: formField.describe('`client_credentials`'),
  scope: formField.describe('Space-separated scopes, a subset of the client’s (`feed:read`, `agenda:read`); all of them when left out'),
  client_id: formField.describe('With client_secret_post; or send both in an HTTP Basic Authorization header'),
  client_secret: formField,
});

/** RFC 6749 §5.1. */
export const oauthTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  scope: z.string(),
});
export type OAuthTokenResponse = z.infer<typeof oauthTokenResponse>;

export const OAUTH_ERRORS = [
  'invalid_request',
  'invalid_client',
  'invalid_grant',
  'unauthorized_client',
  'unsupported_grant_type',
  'invalid_scope',
] as const;
export type OAuthErrorCode = (typeof OAUTH_ERRORS)[number];
/** RFC 6749 §5.2. */
export const oauthErrorResponse = z.object({ error: z.enum(OAUTH_ERRORS), error_description: z.string().optional() });
export type OAuthErrorResponse = z.infer<typeof oauthErrorResponse>;
