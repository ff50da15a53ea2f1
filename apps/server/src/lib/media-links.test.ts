import { describe, expect, it } from 'vitest';
import { createMediaLinks } from './media-links.ts';

const secret = 'test-secret-of-at-least-thirty-two-chars';
const at = (iso: string) => () => new Date(iso);

function parse(link: string) {
  const url = new URL(link, 'http://portal.test');
  return {
    path: decodeURI(url.pathname.replace(/^\/media\//, '')),
    expires: Number(url.searchParams.get('expires')),
    signature: url.searchParams.get('signature') ?? '',
  };
}

describe('media links', () => {
  it('accept their own signature for at least seven days', () => {
    const signedAt = createMediaLinks({ secret, now: at('2026-11-22T10:00:00Z') });
    const link = parse(signedAt.sign('news/a b.jpg'));
    expect(link.path).toBe('news/a b.jpg');
    expect(createMediaLinks({ secret, now: at('2026-11-29T09:59:00Z') }).verify(link.path, link)).toBe(true);
    expect(createMediaLinks({ secret, now: at('2026-12-01T00:00:01Z') }).verify(link.path, link)).toBe(false);
  });

  it('give the same URL all day so it can be cached', () => {
    const morning = createMediaLinks({ secret, now: at('2026-11-22T00:10:00Z') }).sign('x.jpg');
    const evening = createMediaLinks({ secret, now: at('2026-11-22T23:50:00Z') }).sign('x.jpg');
    expect(morning).toBe(evening);
  });

  it('refuse another path, a changed expiry, a changed signature or another key', () => {
    const links = createMediaLinks({ secret, now: at('2026-11-22T10:00:00Z') });
    const link = parse(links.sign('news/1.jpg'));
    expect(links.verify('news/2.jpg', link)).toBe(false);
    expect(links.verify(link.path, { ...link, expires: link.expires + 86_400 })).toBe(false);
    expect(links.verify(link.path, { ...link, signature: `${link.signature.slice(0, -1)}A` })).toBe(link.signature.endsWith('A'));
    expect(createMediaLinks({ secret: `${secret}!`, now: at('2026-11-22T10:00:00Z') }).verify(link.path, link)).toBe(false);
  });
});
