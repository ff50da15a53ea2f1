import { hmac, safeEqual } from '../../lib/tokens.ts';

const PURPOSE = 'saved-search-unsubscribe';

/**
 * The one-click unsubscribe link of a saved search's alert mails: the search id and an HMAC of it with
 * the app secret, so the link works signed out and needs no table. It stays valid as long as the search.
 */
export function createUnsubscribeTokens(secret: string) {
  return {
    of: (searchId: number) => `${searchId}.${hmac(secret, `${PURPOSE}:${searchId}`)}`,
    /** The search id the token names, or undefined for a token the portal did not sign. */
    read(token: string): number | undefined {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const id = Number(match[1]);
      return safeEqual(match[2] as string, hmac(secret, `${PURPOSE}:${id}`)) ? id : undefined;
    },
  };
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>;
