import path from 'node:path';
import send from '@fastify/send';
import { messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { MediaRepository } from './media.repository.ts';

const signedLink = z.object({
  expires: z.coerce.number().int().positive().optional(),
  signature: z.string().max(64).optional(),
});

/** A stored file is never a page: it may only be framed by the portal itself (the PDF viewer). */
const MEDIA_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'none'"],
    imgSrc: ["'self'"],
    mediaSrc: ["'self'"],
    styleSrc: ["'unsafe-inline'"],
    frameAncestors: ["'self'"],
  },
};

/** Stored names are random, so a file under one path never changes: cache it for as long as its link lives. */
const CACHE_CONTROL = 'private, max-age=604800, immutable';

/**
 * Under /media: files behind signed, expiring links (nobody can walk the archive), with Range, ETag
 * and a download name of the media id and extension (SPEC.md §7).
 */
export function mediaRoutes(deps: { root: string; links: MediaLinks; media: MediaRepository }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/*',
      { schema: { hide: true, querystring: signedLink }, config: { rateLimit: false, contentSecurityPolicy: MEDIA_CSP } },
      async (request, reply) => {
        const relativePath = (request.params as { '*': string })['*'];
        const { expires, signature } = request.query;
        if (!expires || !signature || !deps.links.verify(relativePath, { expires, signature })) {
          request.log.warn({ path: relativePath }, 'media link refused');
          throw new ForbiddenError(messages.mediaLinkInvalid);
        }
        const found = await deps.media.findByPath(relativePath);
        const result = await send(request.raw, encodeURI(relativePath), { root: deps.root, dotfiles: 'deny', index: false, etag: true });
        if (result.type !== 'file') {
          if (result.statusCode >= 500) throw result.type === 'error' ? result.metadata.error : new Error('media folder listing');
          if (result.statusCode === 404 || result.type === 'directory') throw new NotFoundError();
        }
        const downloadName = found ? `${found.id}.${found.extension}` : path.basename(relativePath);
        reply.status(result.statusCode).headers(result.headers);
        reply.header('cache-control', CACHE_CONTROL).header('content-disposition', `inline; filename="${downloadName}"`);
        return reply.send(result.stream);
      },
    );
  };
}
