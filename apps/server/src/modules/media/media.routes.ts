import path from 'node:path';
import { messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { MediaLinks } from '../../lib/media-links.ts';
import type { Storage } from '../../lib/storage.ts';
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

/**
 * Stored names are random, so a file's pixels under one path never change: cache it for as long as its link
 * lives. A picture's metadata may (a corrected caption is a new copy): the web's download asks again (ETag).
 */
const CACHE_CONTROL = 'private, max-age=604800, immutable';

/**
 * Under /media: files behind signed, expiring links (nobody can walk the archive), with Range, ETag
 * and a download name of the media id and extension (SPEC.md §7); streamed from the store, or, with
 * S3_PRESIGN, a redirect to a presigned GET of the bucket. A picture (original or rendition) with IPTC
 * metadata written is answered with that copy (media/picture-metadata/), wherever the store keeps it.
 */
export function mediaRoutes(deps: { storage: Storage; links: MediaLinks; media: MediaRepository }): FastifyPluginAsyncZod {
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
        // A picture is served as its copy with the agency's IPTC metadata once one is written, under the link's name.
        const found = await deps.media.findServed(relativePath);
        const downloadName = found.id ? `${found.id}.${found.extension}` : path.posix.basename(relativePath);
        const download = await deps.storage.download(found.copyPath ?? relativePath, request.raw, {
          contentDisposition: `inline; filename="${downloadName}"`,
          cacheControl: CACHE_CONTROL,
        });
        if (!download) throw new NotFoundError();
        if ('redirect' in download) return reply.redirect(download.redirect, 302);
        return reply.status(download.statusCode).headers(download.headers).send(download.stream);
      },
    );
  };
}
