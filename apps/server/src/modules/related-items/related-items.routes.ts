import { contracts } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { conditional } from '../../lib/conditional-answer.ts';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { RelatedItemsService } from './related-items.service.ts';

const tags = ['related-items'];
const { news, gallery, videos } = contracts.relatedItems;

/** Under /api/client: "more like this" of a news item, a gallery or a video. */
export function relatedItemsRoutes(service: RelatedItemsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({
      ...served(news, tags),
      handler: async (request, reply) => conditional(request, reply, { data: await service.news(caller(request), request.params.id) }),
    });
    app.route({
      ...served(gallery, tags),
      handler: async (request, reply) => conditional(request, reply, { data: await service.gallery(caller(request), request.params.id) }),
    });
    app.route({
      ...served(videos, tags),
      handler: async (request, reply) => conditional(request, reply, { data: await service.video(caller(request), request.params.id) }),
    });
  };
}
