import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import { contracts, messages } from '@portal/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { served } from '../../plugins/contract-routes.ts';
import { apiKeyHolder } from '../../plugins/guards.ts';
import { scopeOfFeedPath } from '../oauth/feed-scopes.ts';
import type { FeedService } from './feed.service.ts';
import { FEED_G2_TYPE, wantsG2 } from './feed-g2.ts';
import type { FeedUsage } from './feed-usage.ts';
import { chooseNinjsVersion, type NinjsChoice, ninjsContentType } from './ninjs-negotiation.ts';

const tags = ['Feed API'];
const { items, item } = contracts.feed;

/**
 * A Feed API route's OpenAPI security: one of the house's API keys, or an OAuth access token holding the scope the
 * guards ask for at `path` (modules/oauth). Both are sent as `Authorization: Bearer`; the document's default
 * `bearer`, a person's session, does not open these routes.
 */
export function securityOf(path: string): Record<string, string[]>[] {
  const scope = scopeOfFeedPath(path);
  return [{ feedApiKey: [] }, ...(scope ? [{ oauth2: [scope] }] : [])];
}

/** Whose call it is: each API key by its hash (no key sits in the limiter's store), an OAuth client however many tokens it holds, else the address. */
async function feedCallerKey(request: FastifyRequest) {
  const authorization = request.headers.authorization;
  if (!authorization) return `feed-ip:${request.ip}`;
  const client = await request.server.feedClientOf(authorization);
  return client ? `feed-client:${client}` : `feed-key:${createHash('sha256').update(authorization).digest('hex')}`;
}

/**
 * The route options of the Feed API's limit: each caller (`feedCallerKey`) has one count for every Feed API route, the
 * news items and the Agenda alike (one limiter, `sharedRateLimit`), and with REDIS_URL for every instance.
 */
export const perKeyLimit = (app: FastifyInstance, callsPerMinute: number) => ({
  config: { rateLimit: false as const },
  onRequest: app.sharedRateLimit('feed-api', {
    max: callsPerMinute,
    timeWindow: 60_000,
    keyGenerator: feedCallerKey,
    errorResponseBuilder: () => new TooManyRequestsError(messages.feedRateLimited(callsPerMinute)),
  }),
});

/**
 * A page is some 190 KB made anew for each call: the quickest gzip and brotli levels compress it about
 * six times in a third of the default levels' time (bench: npm run bench:content, "gzip" case).
 */
export const compress = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};

/** The Feed API's limit as its routes' documents say it. */
export const rateLimitNote = (callsPerMinute: number) =>
  `Each API key, and each OAuth client however many tokens it holds, may make ${callsPerMinute} calls a minute; past that the answer is 429 with a Retry-After header (seconds).`;

/**
 * The feed's answers are JSON texts already (feed.service.ts): sent as they are, not serialized again, typed with the
 * ninjs profile when the client chose the version; the answer varies with `Accept` (its profile chooses the version).
 */
const sendJson = (reply: FastifyReply, json: string, choice: NinjsChoice) =>
  reply.type(ninjsContentType(choice)).header('vary', 'Accept').send(Buffer.from(json));

/** The ninjs version a Feed API call asks for (`?ninjs=`, else an `Accept` profile, else 2.1); a 400 for one the API does not send. */
const versionOf = (request: { query: { ninjs?: string }; headers: FastifyRequest['headers'] }) =>
  chooseNinjsVersion({ query: request.query.ninjs, accept: request.headers.accept });

/** A NewsML-G2 answer (`?format=newsml-g2` or its type in `Accept`, feed-g2.ts), which varies with `Accept` too. */
const sendG2 = (reply: FastifyReply, xml: string) => reply.type(FEED_G2_TYPE).header('vary', 'Accept').send(Buffer.from(xml));
const asksG2 = (request: { query: { format?: string }; headers: FastifyRequest['headers'] }) =>
  wantsG2({ format: request.query.format, accept: request.headers.accept });
const produces = ['application/json', 'application/vnd.iptc.g2.newsmessage+xml'];
/** A G2 page, its next cursor in `X-Next-Cursor`; a News Message holds one item at least, so nothing new is 204. */
function sendG2Page(reply: FastifyReply, page: { xml: string | undefined; nextCursor: string }) {
  reply.header('x-next-cursor', page.nextCursor);
  return page.xml === undefined ? reply.code(204).header('vary', 'Accept').send() : sendG2(reply, page.xml);
}

/** Under /api/feed/v1: the Feed API, for the client's own systems, authenticated by an API key (the `api-key` access level). */
export function feedRoutes(deps: { feed: FeedService; usage: FeedUsage; callsPerMinute: number }): FastifyPluginAsyncZod {
  const RATE_LIMIT_NOTE = rateLimitNote(deps.callsPerMinute);
  function callerOf(request: FastifyRequest) {
    const holder = apiKeyHolder(request);
    deps.usage.count(holder.houseId);
    return holder;
  }

  return async (app) => {
    const options = { ...perKeyLimit(app, deps.callsPerMinute), compress };
    app.route({
      ...served(items, tags, {
        ...options,
        schema: { security: securityOf(items.path), produces, description: `${items.description} ${RATE_LIMIT_NOTE}` },
      }),
      handler: async (request, reply) => {
        if (asksG2(request)) return sendG2Page(reply, await deps.feed.g2Page(callerOf(request), request.query));
        const choice = versionOf(request);
        return sendJson(reply, await deps.feed.page(callerOf(request), request.query, choice.version), choice);
      },
    });
    app.route({
      ...served(item, tags, {
        ...options,
        schema: { security: securityOf(item.path), produces, description: `${item.description} ${RATE_LIMIT_NOTE}` },
      }),
      handler: async (request, reply) => {
        if (asksG2(request)) return sendG2(reply, await deps.feed.g2Item(callerOf(request), request.params.id));
        const choice = versionOf(request);
        return sendJson(reply, await deps.feed.item(callerOf(request), request.params.id, choice.version), choice);
      },
    });
  };
}
