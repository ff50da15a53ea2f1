import { messages, type OAuthScope } from '@portal/shared';
import { AppError, ForbiddenError } from '../../lib/errors.ts';
import { houseMachine, type Reader } from '../content/content.policy.ts';
import type { AccessTokens } from './access-tokens.ts';
import type { OauthClientsService } from './oauth-clients.service.ts';

/** A client's last use is written at most this often, so a busy client costs no write per call. */
const TOUCH_EVERY_MS = 60_000;

/** The house whose OAuth client called the Feed API with a token. */
export type TokenHolder = Reader & { clientId: string };

/** A refusal of a Bearer token, with the challenge RFC 6750 §3 has the answer carry in `WWW-Authenticate`. */
export class BearerChallengeError extends AppError {
  readonly challenge: string;
  constructor(status: 401 | 403, message: string, challenge: string) {
    super(status, message);
    this.challenge = challenge;
  }
}

const REALM = 'realm="Feed API"';

/**
 * The Feed API's check of an access token: signed by the portal and not expired (access-tokens.ts), its client
 * neither revoked nor given a new secret since (the secret version in the token), the house not suspended, and
 * the scope the route asks for among the token's.
 */
export function createTokenCheckService(deps: {
  tokens: AccessTokens;
  clients: Pick<OauthClientsService, 'holderOf' | 'touch'>;
  now: () => Date;
}) {
  const touchedAt = new Map<number, number>();

  return {
    /** The client id of a token the portal signed that has not expired, for the per-client rate limit; undefined otherwise. */
    async clientOf(token: string): Promise<string | undefined> {
      return (await deps.tokens.verify(token))?.clientId;
    },

    async authenticate(token: string, scope: OAuthScope | undefined): Promise<TokenHolder> {
      const claims = await deps.tokens.verify(token);
      const holder = claims && (await deps.clients.holderOf(claims.clientId));
      if (!claims || !holder || holder.revoked || holder.secretVersion !== claims.secretVersion) {
        throw new BearerChallengeError(401, messages.oauthTokenInvalid, `Bearer ${REALM}, error="invalid_token"`);
      }
      if (holder.suspended) throw new ForbiddenError(messages.accountSuspended);
      if (!scope || !claims.scopes.includes(scope)) {
        const needed = scope ?? 'none';
        throw new BearerChallengeError(
          403,
          messages.oauthScopeMissing(needed),
          `Bearer ${REALM}, error="insufficient_scope", scope="${needed}"`,
        );
      }
      const at = deps.now().getTime();
      const last = Math.max(touchedAt.get(holder.id) ?? 0, holder.lastUsedAt?.getTime() ?? 0);
      if (at - last >= TOUCH_EVERY_MS) {
        touchedAt.set(holder.id, at);
        await deps.clients.touch(holder.id, new Date(at));
      }
      return { clientId: holder.clientId, ...houseMachine(holder.userId, holder.role === 'staff') };
    },
  };
}
export type TokenCheckService = ReturnType<typeof createTokenCheckService>;
