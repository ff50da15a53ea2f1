import { OAUTH_SCOPES, type OAuthErrorCode, type OAuthErrorResponse, type OAuthTokenResponse } from '@portal/shared';
import type { FastifyBaseLogger } from 'fastify';
import { type AttemptLimiter, countFailure, limitReached } from '../../lib/attempt-limiter.ts';
import { TooManyRequestsError } from '../../lib/errors.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { OauthClientsService } from './oauth-clients.service.ts';

const FORM = 'application/x-www-form-urlencoded';
/** What the Basic challenge names (RFC 6749 §5.2: a 401 answers the scheme the client used). */
export const CLIENT_CHALLENGE = 'Basic realm="Feed API token endpoint", charset="UTF-8"';

export type TokenRequest = {
  contentType: string | undefined;
  authorization: string | undefined;
  body: Record<string, string | string[] | undefined> | undefined;
  ip: string;
  log: FastifyBaseLogger;
};
export type TokenAnswer = { status: 200; body: OAuthTokenResponse } | { status: 400 | 401; body: OAuthErrorResponse };

const refused = (error: OAuthErrorCode, description: string): TokenAnswer => ({
  status: error === 'invalid_client' ? 401 : 400,
  body: { error, error_description: description },
});

/** RFC 6749 §2.3.1: `Basic base64(urlencode(id):urlencode(secret))`; null for a header that is Basic but unreadable. */
function basicCredentials(authorization: string | undefined): { id: string; secret: string } | null | undefined {
  const encoded = /^Basic\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];
  if (!encoded) return undefined;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = text.indexOf(':');
  if (colon < 1) return null;
  try {
    const decode = (part: string) => decodeURIComponent(part.replaceAll('+', ' '));
    return { id: decode(text.slice(0, colon)), secret: decode(text.slice(colon + 1)) };
  } catch {
    return null;
  }
}

/**
 * The token endpoint's rules (RFC 6749 §4.4 client credentials, errors as §5.2): a well-formed request, then the
 * client, then the grant and the scope. Failed client authentications are counted per address and per client and
 * address, as sign-in's are, and past the limit refused with 429 before the secret is looked at; they are counted
 * after the check, not before it: the secret is 256 random bits that cost a hash to check, so no burst of guesses
 * can find one, and counting every request first would refuse a client's own tokens asked for together.
 */
export function createTokenGrantService(deps: {
  clients: Pick<OauthClientsService, 'authenticate'>;
  tokens: AccessTokens;
  limiters: { byIp: AttemptLimiter; byClient: AttemptLimiter };
}) {
  return {
    async grant(request: TokenRequest): Promise<TokenAnswer> {
      const { body } = request;
      if (!request.contentType?.toLowerCase().startsWith(FORM) || !body) return refused('invalid_request', `Send the request as ${FORM}`);
      const repeated = Object.keys(body).find((name) => Array.isArray(body[name]));
      if (repeated) return refused('invalid_request', `${repeated} was sent more than once`);
      const field = (name: string) => body[name] as string | undefined;
      const grantType = field('grant_type');
      if (!grantType) return refused('invalid_request', 'grant_type is missing');

      const basic = basicCredentials(request.authorization);
      const posted = field('client_id') !== undefined || field('client_secret') !== undefined;
      if (basic !== undefined && posted)
        return refused('invalid_request', 'Authenticate the client one way: HTTP Basic or the form, not both');
      const credentials = basic ?? (posted ? { id: field('client_id') ?? '', secret: field('client_secret') ?? '' } : undefined);
      if (!credentials?.id || !credentials.secret) return refused('invalid_client', 'Client authentication is missing or unreadable');

      const keys = [
        [deps.limiters.byIp, request.ip],
        [deps.limiters.byClient, `${credentials.id}|${request.ip}`],
      ] as const;
      if (await limitReached(keys)) {
        request.log.warn({ ip: request.ip, clientId: credentials.id.slice(0, 64) }, 'oauth client authentication rate limit reached');
        throw new TooManyRequestsError();
      }
      const client = await deps.clients.authenticate(credentials.id, credentials.secret);
      if (!client) {
        await countFailure(keys);
        request.log.warn({ ip: request.ip, clientId: credentials.id.slice(0, 64) }, 'oauth client authentication failed');
        return refused('invalid_client', 'Unknown client, wrong secret or revoked client');
      }
      if (client.suspended) return refused('invalid_client', 'This account is suspended');

      if (grantType !== 'client_credentials') return refused('unsupported_grant_type', 'Only grant_type=client_credentials is offered');
      const asked = field('scope');
      const scopes = asked === undefined ? client.scopes : [...new Set(asked.split(' ').filter(Boolean))];
      const outside = scopes.find((scope) => !client.scopes.includes(scope));
      if (scopes.length === 0 || outside !== undefined) {
        const known = (OAUTH_SCOPES as readonly string[]).includes(outside ?? '');
        return refused(
          'invalid_scope',
          outside === undefined ? 'scope is empty' : `${outside} is ${known ? 'not granted to this client' : 'no scope of this API'}`,
        );
      }
      const accessToken = await deps.tokens.issue({ clientId: client.clientId, scopes, secretVersion: client.secretVersion });
      return {
        status: 200,
        body: { access_token: accessToken, token_type: 'Bearer', expires_in: deps.tokens.lifetimeSeconds, scope: scopes.join(' ') },
      };
    },
  };
}
export type TokenGrantService = ReturnType<typeof createTokenGrantService>;
