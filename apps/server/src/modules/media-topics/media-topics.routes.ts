import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import type { MediaTopicsService } from './media-topics.service.ts';

const tags = ['media topics'];
const { search, categoryTopics, setCategoryTopics, inUse } = contracts.mediaTopics;

/** Staff search IPTC Media Topics and set a category's; anyone reads the topics in use. */
export function mediaTopicsRoutes({ mediaTopics }: { mediaTopics: MediaTopicsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.route({ ...served(search, tags), handler: async (request) => mediaTopics.search(request.query) });
    app.route({
      ...served(categoryTopics, tags),
      handler: async (request) => ({ data: await mediaTopics.categoryTopics(request.params.id) }),
    });
    app.route({
      ...served(setCategoryTopics, tags),
      handler: async (request) => ({
        message: messages.mediaTopicsSaved,
        data: await mediaTopics.setCategoryTopics(request.params.id, request.body),
      }),
    });
    app.route({ ...served(inUse, tags), handler: async () => ({ data: await mediaTopics.inUse() }) });
  };
}
