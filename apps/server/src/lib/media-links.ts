import { createHmac, timingSafeEqual } from 'node:crypto';
import { MEDIA_LINK_MIN_DAYS } from '@portal/shared';

const DAY_MS = 86_400_000;

export type SignedLinkQuery = { expires: number; signature: string };

/**
 * Signed, expiring links to stored files. A link lives between MEDIA_LINK_MIN_DAYS and one day more:
 * the expiry is rounded up to the next midnight UTC so every link made on one day is the same URL,
 * and browsers and client sites can cache it.
 */
export function createMediaLinks(options: { secret: string; now?: () => Date }) {
  const now = options.now ?? (() => new Date());

  function signature(relativePath: string, expires: number) {
    return createHmac('sha256', options.secret).update(`${relativePath}\n${expires}`).digest('base64url').slice(0, 32);
  }

  return {
    /** `/media/<path>?expires=…&signature=…`; `base` (e.g. PUBLIC_URL) makes it absolute for other sites. */
    sign(relativePath: string, base = ''): string {
      const expires = Math.ceil((now().getTime() + MEDIA_LINK_MIN_DAYS * DAY_MS) / DAY_MS) * (DAY_MS / 1000);
      return `${base}/media/${encodeURI(relativePath)}?expires=${expires}&signature=${signature(relativePath, expires)}`;
    },
    verify(relativePath: string, query: SignedLinkQuery): boolean {
      if (query.expires * 1000 < now().getTime()) return false;
      const expected = Buffer.from(signature(relativePath, query.expires));
      const given = Buffer.from(query.signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
export type MediaLinks = ReturnType<typeof createMediaLinks>;
