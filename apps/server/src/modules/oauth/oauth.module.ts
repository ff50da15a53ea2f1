import { OAUTH_TOKEN_SECONDS } from '@portal/shared';
import { AttemptLimiter } from '../../lib/attempt-limiter.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createAccessTokens, looksLikeJwt } from './access-tokens.ts';
import { oauthRoutes } from './oauth.routes.ts';
import { createOauthClientsRepository } from './oauth-clients.repository.ts';
import { oauthClientsRoutes } from './oauth-clients.routes.ts';
import { createOauthClientsService } from './oauth-clients.service.ts';
import { createTokenCheckService, type TokenCheckService } from './token-check.service.ts';
import { createTokenGrantService } from './token-grant.service.ts';

const MINUTE = 60_000;

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Checks a Feed API call's OAuth access token; the guards ask it beside the API keys. */
    feedTokens: TokenCheckService;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The client id of a valid access token in an Authorization header (the Feed API's per-client rate limit); undefined otherwise. */
    feedClientOf: (authorization: string) => Promise<string | undefined>;
  }
}

/** OAuth 2.0 client credentials for the Feed API: the owner's clients on My Account, the token endpoint, the tokens' check. */
export const oauthModule = defineModule({
  name: 'oauth',
  needs: ['db', 'config', 'announce', 'bus', 'attempts', 'audit', 'now'],
  gives: ['feedTokens'],
  build: (deps) => {
    const clients = createOauthClientsService({
      repository: createOauthClientsRepository(deps.db),
      announce: deps.announce,
      audit: deps.audit,
      now: deps.now,
    });
    const tokens = createAccessTokens({
      appSecret: deps.config.appSecret,
      publicUrl: deps.config.publicUrl,
      lifetimeSeconds: OAUTH_TOKEN_SECONDS,
      now: deps.now,
    });
    const limiter = (name: string, max: number) => new AttemptLimiter({ name, max, windowMs: 15 * MINUTE, store: deps.attempts });
    const grant = createTokenGrantService({
      clients,
      tokens,
      // Failures only; per client and address, so a stranger guessing cannot lock a client out from its own address.
      limiters: { byIp: limiter('oauth-client-ip', 30), byClient: limiter('oauth-client', 10) },
    });
    const feedTokens = createTokenCheckService({ tokens, clients, now: deps.now });
    // A revoked client or a new secret, and a suspension, end the house's tokens here as on the instance that made the change.
    deps.bus.on((change) => {
      if ((change.kind === 'oauth-clients' || change.kind === 'sessions') && change.userId !== undefined) clients.forgetHere(change.userId);
    });
    deps.bus.onGap(() => clients.forgetHere());
    return {
      gives: { feedTokens },
      decorations: {
        feedClientOf: async (authorization: string) => {
          const token = /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1];
          return token && looksLikeJwt(token) ? feedTokens.clientOf(token) : undefined;
        },
      },
      routes: async (app) => {
        await app.register(oauthClientsRoutes({ clients }));
        await app.register(oauthRoutes({ grant }));
      },
    };
  },
});
