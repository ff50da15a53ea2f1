import type { OAuthScope } from '@portal/shared';

/** The scope a token needs for each part of the Feed API, the longest path first: the Agenda, then the rest (news items). */
const SCOPES_BY_PATH: readonly (readonly [string, OAuthScope])[] = [
  ['/api/feed/v1/agenda', 'agenda:read'],
  ['/api/feed/v1', 'feed:read'],
];

/** The scope an access token must hold to call `url` (a route's path); undefined for a path no scope opens: tokens are refused there. */
export function scopeOfFeedPath(url: string): OAuthScope | undefined {
  return SCOPES_BY_PATH.find(([prefix]) => url === prefix || url.startsWith(`${prefix}/`))?.[1];
}
