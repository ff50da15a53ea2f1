import { feedToken, messages, withMessage } from '@portal/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.ts';
import { caller } from '../../plugins/guards.ts';
import type { FeedScope, SyndicationFormat, SyndicationService } from './syndication.service.ts';

const FILE = /^(.+)\.(rss|atom)$/;
const CONTENT_TYPES: Record<SyndicationFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
};

/** `name.rss` or `name.atom`; anything else is no feed (404). */
function fileOf(file: string) {
  const [, name, format] = FILE.exec(file) ?? [];
  if (!name || !format) throw new NotFoundError();
  return { name, format: format as SyndicationFormat };
}

const tokenParams = z.object({ token: z.string().max(100), file: z.string().max(200) });
const tags = ['RSS and Atom'];

/** Under /api/client: the client's RSS and Atom addresses on My Account. */
export function feedTokenRoutes(deps: { syndication: SyndicationService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/feed-token', { schema: { tags: ['my-account'], response: { 200: z.object({ data: feedToken }) } } }, async (request) => ({
      data: await deps.syndication.addressesOf(caller(request).user.houseId),
    }));
    app.post('/feed-token/rotate', { schema: { tags: ['my-account'], response: { 200: withMessage(feedToken) } } }, async (request) => ({
      message: messages.feedTokenRotated,
      data: await deps.syndication.rotate(caller(request).user.houseId),
    }));
  };
}

/** Under /api/feed/rss: the feeds themselves, public; the token in the path is the secret. */
export function syndicationRoutes(deps: { syndication: SyndicationService }): FastifyPluginAsyncZod {
  async function send(reply: FastifyReply, token: string, scope: FeedScope, format: SyndicationFormat) {
    const xml = await deps.syndication.document(token, scope, format);
    return reply.header('content-type', CONTENT_TYPES[format]).header('cache-control', 'private, max-age=60').send(xml);
  }
  const description = 'The newest 50 readable items, newest first. The token in the address is the client’s secret (My Account → Feeds).';

  return async (app) => {
    app.get('/:token/:file', { schema: { tags, description, params: tokenParams } }, async (request, reply) => {
      const { name, format } = fileOf(request.params.file);
      if (name !== 'news') throw new NotFoundError();
      return send(reply, request.params.token, { kind: 'news' }, format);
    });
    app.get('/:token/categories/:file', { schema: { tags, description, params: tokenParams } }, async (request, reply) => {
      const { name, format } = fileOf(request.params.file);
      return send(reply, request.params.token, { kind: 'category', slug: name }, format);
    });
    app.get('/:token/searches/:file', { schema: { tags, description, params: tokenParams } }, async (request, reply) => {
      const { name, format } = fileOf(request.params.file);
      if (!/^\d{1,9}$/.test(name)) throw new NotFoundError();
      return send(reply, request.params.token, { kind: 'search', id: Number(name) }, format);
    });
  };
}
