import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import type { WebsubService } from './websub.service.ts';

/** Subscription requests an address may send a minute: each makes the hub call a callback. */
const REQUESTS_PER_MINUTE = 30;

/** The WebSub hub: subscribers POST a form (WebSub §5.1); the answer is plain text, as the spec suggests. */
export function websubRoutes(deps: { websub: WebsubService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    app.route({
      ...served(contracts.websub.hub, ['RSS and Atom'], { config: { rateLimit: { max: REQUESTS_PER_MINUTE, timeWindow: 60_000 } } }),
      handler: async (request, reply) => {
        await deps.websub.request(request.body);
        return reply
          .code(202)
          .type('text/plain; charset=utf-8')
          .send('Accepted: the hub verifies the request at hub.callback (a GET with hub.challenge)');
      },
    });
  };
}
