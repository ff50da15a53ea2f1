import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import { chooseNinjsVersion } from '../feed/ninjs-negotiation.ts';
import type { NewsDownloadsService } from './news-downloads.service.ts';

const tags = ['news'];
const { zip, item } = contracts.newsDownloads;

/** Under /api/auth/v2/client: a news item as a file (text, ninjs, NITF, NewsML-G2), or several as one ZIP with their pictures. */
export function newsDownloadsRoutes(deps: { downloads: NewsDownloadsService }): FastifyPluginAsyncZod {
  const { downloads } = deps;
  return async (app) => {
    app.route({
      ...served(zip, tags, { schema: { produces: ['application/zip'] } }),
      handler: async (request, reply) => {
        const { version } = chooseNinjsVersion({ query: request.query.ninjs });
        const { disposition, output } = await downloads.zip(caller(request), request.query.ids, version, (error) =>
          request.log.error({ err: error }, 'news ZIP aborted: a picture could not be read'),
        );
        return reply
          .header('content-type', 'application/zip')
          .header('content-disposition', disposition)
          .header('cache-control', 'private, no-store')
          .send(output);
      },
    });

    app.route({
      ...served(item, tags, {
        schema: {
          produces: ['text/plain', 'application/json', 'application/xml', 'application/vnd.iptc.g2.newsmessage+xml'],
          response: {
            200: z
              .string()
              .describe(
                'The item as plain text, IPTC ninjs JSON (2.1, or 2.3 or 3.2 by `ninjs`), IPTC NITF 3.6 or IPTC NewsML-G2 2.35 XML',
              ),
          },
        },
      }),
      handler: async (request, reply) => {
        const { version } = chooseNinjsVersion({ query: request.query.ninjs });
        const file = await downloads.one(caller(request), request.params.id, request.query.format, version);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', file.disposition)
          .header('cache-control', 'private, no-store')
          .send(file.body);
      },
    });
  };
}
