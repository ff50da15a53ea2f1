import { hkdfSync, randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** The tokens' signing key: HKDF of APP_SECRET for this use alone. */
export const accessTokenKey = (appSecret: string) =>
  new Uint8Array(hkdfSync('sha256', appSecret, 'rastriya-samachar-portal', 'oauth-access-token', 32));

/** The algorithm of every token: the portal both issues and checks them, so one key it keeps to itself signs. */
const ALGORITHM = 'HS256';
/** RFC 9068 §2.1: the `typ` of a JWT access token, so no other JWT (an ID token) passes for one. */
const TYPE = 'at+jwt';

/** What an access token says (RFC 9068 §2.2), with `sv`: the client's secret version it was issued under. */
export type AccessTokenClaims = { clientId: string; scopes: string[]; secretVersion: number; expiresAt: Date };

/**
 * Signs and checks the Feed API's OAuth access tokens: JWTs of the RFC 9068 profile (jose). The key is derived
 * from APP_SECRET (read once, config.ts) for this use alone, so no new secret needs configuring and no other
 * signature of the portal's can be taken for a token. Issuer the portal, audience its Feed API.
 */
export function createAccessTokens(deps: { appSecret: string; publicUrl: string; lifetimeSeconds: number; now: () => Date }) {
  const key = accessTokenKey(deps.appSecret);
  const issuer = deps.publicUrl;
  const audience = `${deps.publicUrl}/api/feed/v1`;

  return {
    lifetimeSeconds: deps.lifetimeSeconds,

    async issue(client: { clientId: string; scopes: readonly string[]; secretVersion: number }): Promise<string> {
      const issuedAt = Math.floor(deps.now().getTime() / 1000);
      return new SignJWT({ client_id: client.clientId, scope: client.scopes.join(' '), sv: client.secretVersion })
        .setProtectedHeader({ alg: ALGORITHM, typ: TYPE })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(client.clientId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + deps.lifetimeSeconds)
        .setJti(randomUUID())
        .sign(key);
    },

    /** The token's claims when it is one the portal signed and it has not expired; undefined otherwise. */
    async verify(token: string): Promise<AccessTokenClaims | undefined> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          typ: TYPE,
          issuer,
          audience,
          currentDate: deps.now(),
          requiredClaims: ['exp', 'iat', 'jti', 'sub', 'client_id', 'scope'],
        });
        const { client_id: clientId, scope, sv } = payload;
        if (typeof clientId !== 'string' || clientId !== payload.sub || typeof scope !== 'string' || typeof sv !== 'number')
          return undefined;
        return { clientId, scopes: scope.split(' ').filter(Boolean), secretVersion: sv, expiresAt: new Date((payload.exp ?? 0) * 1000) };
      } catch (error) {
        if (error instanceof errors.JOSEError) return undefined;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;

/** A compact JWS's shape (three base64url parts): what tells a token from an API key (`rss_…`). */
export const looksLikeJwt = (credential: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(credential);
