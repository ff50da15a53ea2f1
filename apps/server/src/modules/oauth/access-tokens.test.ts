import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { accessTokenKey, createAccessTokens, looksLikeJwt } from './access-tokens.ts';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const at = (iso: string) => () => new Date(iso);
const tokensAt = (now: () => Date, appSecret = SECRET, publicUrl = 'https://portal.example') =>
  createAccessTokens({ appSecret, publicUrl, lifetimeSeconds: 600, now });
const client = { clientId: 'rssc_one', scopes: ['feed:read'], secretVersion: 3 };

describe('access tokens (RFC 9068 JWTs)', () => {
  it('verifies what it issued until the lifetime ends, and not a second after', async () => {
    const token = await tokensAt(at('2026-12-01T08:00:00Z')).issue(client);
    expect(looksLikeJwt(token)).toBe(true);
    expect(await tokensAt(at('2026-12-01T08:09:59Z')).verify(token)).toEqual({
      clientId: 'rssc_one',
      scopes: ['feed:read'],
      secretVersion: 3,
      expiresAt: new Date('2026-12-01T08:10:00Z'),
    });
    expect(await tokensAt(at('2026-12-01T08:10:01Z')).verify(token)).toBeUndefined();
  });

  it("refuses another portal's token, another audience's, and a JWT that is not an access token", async () => {
    const now = at('2026-12-01T08:00:00Z');
    const token = await tokensAt(now).issue(client);
    expect(await tokensAt(now, `${SECRET}-other`).verify(token)).toBeUndefined();
    expect(await tokensAt(now, SECRET, 'https://elsewhere.example').verify(token)).toBeUndefined();
    expect(await tokensAt(now).verify('rss_an-api-key')).toBeUndefined();
    expect(looksLikeJwt('rss_an-api-key')).toBe(false);
  });

  it('refuses a token signed with its key but of another type, lacking a claim, or whose subject is not its client', async () => {
    const now = at('2026-12-01T08:00:00Z');
    const tokens = tokensAt(now);
    const signed = (claims: Record<string, unknown>, typ = 'at+jwt', subject = 'rssc_one') =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ })
        .setIssuer('https://portal.example')
        .setAudience('https://portal.example/api/feed/v1')
        .setSubject(subject)
        .setJti('one')
        .setIssuedAt(now())
        .setExpirationTime('5m')
        .sign(accessTokenKey(SECRET));
    const claims = { client_id: 'rssc_one', scope: 'feed:read', sv: 3 };
    expect(await tokens.verify(await signed(claims))).toMatchObject({ clientId: 'rssc_one', secretVersion: 3 });
    expect(await tokens.verify(await signed(claims, 'JWT'))).toBeUndefined();
    expect(await tokens.verify(await signed({ client_id: 'rssc_one', scope: 'feed:read' }))).toBeUndefined();
    expect(await tokens.verify(await signed(claims, 'at+jwt', 'rssc_two'))).toBeUndefined();
  });
});
