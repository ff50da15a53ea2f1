import { contracts, messages } from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/errors.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { FeedScope, SyndicationFormat, SyndicationService } from './syndication.service.ts';
import { FEED_CONTENT_TYPES, feedLinkHeader, feedUrl } from './syndication-addresses.ts';

const FILE = /^(.+)\.(rss|atom)$/;

/** `name.rss` or `name.atom`; anything else is no feed (404). */
function fileOf(file: string) {
  const [, name, format] = FILE.exec(file) ?? [];
  if (!name || !format) throw new NotFoundError();
  return { name, format: format as SyndicationFormat };
}

const tags = ['RSS and Atom'];
const { feedToken, rotateFeedToken, newsFeed, categoryFeed, searchFeed } = contracts.feed;

/** Under /api/client: the client's RSS and Atom addresses on My Account. */
export function feedTokenRoutes(deps: { syndication: SyndicationService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(feedToken, ['my-account']),
      handler: async (request) => ({ data: await deps.syndication.addressesOf(caller(request).user.houseId) }),
    });
    app.route({
      ...served(rotateFeedToken, ['my-account']),
      handler: async (request) => ({
        message: messages.feedTokenRotated,
        data: await deps.syndication.rotate(caller(request).user.houseId),
      }),
    });
  };
}

/**
 * Under /api/feed/rss: the feeds themselves, public; the token in the path is the secret. Each names its WebSub hub
 * and its own address in a `Link` header too (WebSub §4: subscribers look there first).
 */
export function syndicationRoutes(deps: { syndication: SyndicationService; publicUrl: string }): FastifyPluginAsyncZod {
  async function send(reply: FastifyReply, token: string, scope: FeedScope, format: SyndicationFormat) {
    const xml = await deps.syndication.document(token, scope, format);
    return reply
      .header('content-type', FEED_CONTENT_TYPES[format])
      .header('cache-control', 'private, max-age=60')
      .header('link', feedLinkHeader(deps.publicUrl, feedUrl(deps.publicUrl, { token, scope, format })))
      .send(xml);
  }
  return async (app) => {
    app.route({
      ...served(newsFeed, tags),
      handler: async (request, reply) => {
        const { name, format } = fileOf(request.params.file);
        if (name !== 'news') throw new NotFoundError();
        return send(reply, request.params.token, { kind: 'news' }, format);
      },
    });
    app.route({
      ...served(categoryFeed, tags),
      handler: async (request, reply) => {
        const { name, format } = fileOf(request.params.file);
        return send(reply, request.params.token, { kind: 'category', slug: name }, format);
      },
    });
    app.route({
      ...served(searchFeed, tags),
      handler: async (request, reply) => {
        const { name, format } = fileOf(request.params.file);
        if (!/^\d{1,9}$/.test(name)) throw new NotFoundError();
        return send(reply, request.params.token, { kind: 'search', id: Number(name) }, format);
      },
    });
  };
}
