import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import { feedItemParams, feedItemsPage, feedItemsQuery, messages, ninjs } from '@portal/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { apiKeyHolder } from '../../plugins/guards.ts';
import type { FeedService } from './feed.service.ts';
import type { FeedUsage } from './feed-usage.ts';

const tags = ['Feed API'];
const security = [{ bearer: [] }];

/**
 * Each API key has its own count (the key's hash, so no key sits in the limiter's store), shared by
 * every Feed API route and, with REDIS_URL, by every instance; calls without a key count by address.
 */
const perKeyLimit = (callsPerMinute: number) => ({
  max: callsPerMinute,
  timeWindow: 60_000,
  groupId: 'feed-api',
  keyGenerator: (request: FastifyRequest) => {
    const authorization = request.headers.authorization;
    return authorization ? `feed-key:${createHash('sha256').update(authorization).digest('hex')}` : `feed-ip:${request.ip}`;
  },
  errorResponseBuilder: () => new TooManyRequestsError(messages.feedRateLimited(callsPerMinute)),
});

/**
 * A page is some 190 KB made anew for each call: the quickest gzip and brotli levels compress it about
 * six times in a third of the default levels' time (bench: npm run bench:content, "gzip" case).
 */
const compress = {
  zlibOptions: { level: 1 },
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
};

/** The feed's answers are JSON texts already (feed.service.ts): sent as they are, not serialized again. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(Buffer.from(json));

/** Under /api/feed/v1: the Feed API, for the client's own systems, authenticated by an API key (the `api-key` access level). */
export function feedRoutes(deps: { feed: FeedService; usage: FeedUsage; callsPerMinute: number }): FastifyPluginAsyncZod {
  const rateLimit = perKeyLimit(deps.callsPerMinute);
  const RATE_LIMIT_NOTE = `Each API key may make ${deps.callsPerMinute} calls a minute; past that the answer is 429 with a Retry-After header (seconds).`;
  function callerOf(request: FastifyRequest) {
    const holder = apiKeyHolder(request);
    deps.usage.count(holder.houseId);
    return holder;
  }

  return async (app) => {
    app.get(
      '/items',
      {
        config: { rateLimit },
        compress,
        schema: {
          tags,
          security,
          summary: 'News items as IPTC ninjs 2.1, newest state of each, paged by cursor',
          description: [
            'Send your API key (My Account → API keys) as `Authorization: Bearer <key>`.',
            'Without `since`: the newest `limit` usable items, newest first, and `next_cursor` to poll from.',
            'With `since` (a `next_cursor` you were given): every change after it, oldest first — new items, corrections',
            '(the same `uri` again with a higher `version`) and withdrawn items (`pubstatus: "canceled"`: take them down).',
            'Each item comes once per page, in its latest version (a version is the same every time it is sent). Keep the `next_cursor` of each answer and send it as `since`',
            'next time; an empty `items` means nothing changed. Videos come only with a plan that includes videos.',
            RATE_LIMIT_NOTE,
          ].join(' '),
          querystring: feedItemsQuery,
          response: { 200: feedItemsPage },
        },
      },
      async (request, reply) => sendJson(reply, await deps.feed.page(callerOf(request), request.query)),
    );
    app.get(
      '/items/:id',
      {
        config: { rateLimit },
        compress,
        schema: {
          tags,
          security,
          summary: 'One news item as IPTC ninjs 2.1 (canceled when withdrawn)',
          description: RATE_LIMIT_NOTE,
          params: feedItemParams,
          response: { 200: ninjs },
        },
      },
      async (request, reply) => sendJson(reply, await deps.feed.item(callerOf(request), request.params.id)),
    );
  };
}
