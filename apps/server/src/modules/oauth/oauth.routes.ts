import { contracts, errorResponse, messages, oauthErrorResponse } from '@portal/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { served } from '../../plugins/contract-routes.ts';
import { CLIENT_CHALLENGE, type TokenGrantService } from './token-grant.service.ts';

const { token } = contracts.oauth;

/** Token requests a minute from one address: a system asks once per token lifetime; a newsroom's few systems share an address. */
export const TOKEN_REQUESTS_PER_MINUTE = 60;

/** A form's fields; one sent twice becomes a list, which the token endpoint refuses (RFC 6749 §3.2). */
function formFields(text: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    const before = fields[name];
    fields[name] = before === undefined ? value : [before, value].flat();
  }
  return fields;
}

/** POST /api/oauth/token: client credentials for an access token (RFC 6749 §4.4), in a scope of its own for its body parsers. */
export function oauthRoutes(deps: { grant: TokenGrantService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
      done(null, formFields(body as string)),
    );
    // Any other body is read as nothing, so the answer is RFC 6749's invalid_request rather than a 415.
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, _body, done) => done(null, undefined));
    app.route({
      ...served(token, ['Feed API'], {
        attachValidation: true,
        config: {
          rateLimit: {
            max: TOKEN_REQUESTS_PER_MINUTE,
            timeWindow: 60_000,
            groupId: 'oauth-token',
            keyGenerator: (request: FastifyRequest) => `oauth-token:${request.ip}`,
            errorResponseBuilder: () => new TooManyRequestsError(messages.oauthTokenRateLimited),
          },
        },
        // A body the portal refuses before the endpoint reads it (nested too deep, a NUL) answers the house's 400 envelope.
        schema: { response: { 200: token.response, 400: z.union([oauthErrorResponse, errorResponse]), 401: oauthErrorResponse } },
      }),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
        const answer = await deps.grant.grant({
          contentType: request.headers['content-type'],
          authorization: request.headers.authorization,
          body: request.validationError ? undefined : request.body,
          ip: request.ip,
          log: request.log,
        });
        if (answer.status === 401) reply.header('www-authenticate', CLIENT_CHALLENGE);
        return reply.status(answer.status).send(answer.body);
      },
    });
  };
}
