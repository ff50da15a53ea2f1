import { WEBSUB_LEASE_SECONDS, websubRequest } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { hubSignature } from './use-cases/distribute.ts';
import { decodeUnreserved, grantedLease } from './use-cases/request-subscription.ts';
import { callbackWith } from './use-cases/verify-intent.ts';

describe('the hub’s rules', () => {
  it('grants the lease asked for within an hour and 30 days, 10 days when none is asked', () => {
    expect(grantedLease(undefined)).toBe(WEBSUB_LEASE_SECONDS.default);
    expect(grantedLease(7_200)).toBe(7_200);
    expect(grantedLease(60)).toBe(WEBSUB_LEASE_SECONDS.min);
    expect(grantedLease(10 ** 9)).toBe(WEBSUB_LEASE_SECONDS.max);
  });

  it('decodes the percent-escapes of unreserved characters in a topic, and only those', () => {
    expect(decodeUnreserved('https://p.example/api/feed/rss/t/categories/sp%6Frts%2Dnews.rss')).toBe(
      'https://p.example/api/feed/rss/t/categories/sports-news.rss',
    );
    expect(decodeUnreserved('https://p.example/a%2Fb%3Fc%zz')).toBe('https://p.example/a%2Fb%3Fc%zz');
  });

  it('signs the body with HMAC-SHA256 of the subscriber’s secret, in hex (X-Hub-Signature: sha256=…)', () => {
    // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?".
    expect(hubSignature('Jefe', 'what do ya want for nothing?')).toBe(
      'sha256=5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('appends its parameters to the callback’s own query, which stays as it was', () => {
    const url = new URL(
      callbackWith('https://sub.example/cb?hub.mode=mine&x=1', { 'hub.mode': 'subscribe', 'hub.topic': 'https://p/a b' }),
    );
    expect([...url.searchParams]).toEqual([
      ['hub.mode', 'mine'],
      ['x', '1'],
      ['hub.mode', 'subscribe'],
      ['hub.topic', 'https://p/a b'],
    ]);
  });

  it('takes a secret under 200 bytes only, counting bytes rather than characters', () => {
    const form = { 'hub.mode': 'subscribe', 'hub.topic': 't', 'hub.callback': 'c' };
    expect(websubRequest.safeParse({ ...form, 'hub.secret': 'x'.repeat(199) }).success).toBe(true);
    expect(websubRequest.safeParse({ ...form, 'hub.secret': 'x'.repeat(200) }).success).toBe(false);
    expect(websubRequest.safeParse({ ...form, 'hub.secret': 'न'.repeat(67) }).success).toBe(false);
    expect(websubRequest.parse({ ...form, 'hub.lease_seconds': '3600', extra: 'dropped' })).toEqual({ ...form, 'hub.lease_seconds': 3600 });
  });
});
