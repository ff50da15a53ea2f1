import { hmac, safeEqual } from './tokens.ts';

/**
 * A row's id with an HMAC of it for one purpose, so a link names the row without a session and needs no table:
 * the one-click unsubscribe of alert mails, an agenda event's file. It stays valid as long as the row.
 */
export function createIdTokens(secret: string, purpose: string) {
  return {
    of: (id: number) => `${id}.${hmac(secret, `${purpose}:${id}`)}`,
    /** The id the token names, or undefined for a token the portal did not sign for this purpose. */
    read(token: string): number | undefined {
      const match = /^(\d{1,10})\.([\w-]{43})$/.exec(token);
      if (!match) return undefined;
      const id = Number(match[1]);
      return safeEqual(match[2] as string, hmac(secret, `${purpose}:${id}`)) ? id : undefined;
    },
  };
}
export type IdTokens = ReturnType<typeof createIdTokens>;
