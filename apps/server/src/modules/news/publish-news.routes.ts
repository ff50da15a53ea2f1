import { messages, publishNewsRequest } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.ts';
import { caller, type Guards } from '../../plugins/guards.ts';
import { choiceErrors } from '../content/choice-errors.ts';
import type { LookupsRepository } from '../lookups/lookups.repository.ts';
import type { NewsService } from './news.service.ts';

/**
 * Under /api/v1 (SPEC.md §7 generic `POST /api/v1/{model}`): agency staff publish a news item, now or at
 * `publish_at`. Publishing is what starts auto-posting to the clients' social pages.
 */
export function publishNewsRoutes(deps: { news: NewsService; lookups: LookupsRepository; guards: Guards }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/news',
      {
        onRequest: deps.guards.staff,
        schema: {
          tags: ['publishing'],
          body: publishNewsRequest,
          response: { 201: z.object({ message: z.string(), data: z.object({ id: z.number() }) }) },
        },
      },
      async (request, reply) => {
        const body = request.body;
        const errors = await choiceErrors(deps.lookups, body);
        if (Object.keys(errors).length > 0) throw new ValidationError(errors);
        const row = await deps.news.create({
          title: body.title,
          content: body.content,
          metaDescription: body.meta_description ?? '',
          languageId: body.language_id,
          categoryIds: [...new Set(body.category_ids)],
          pin: body.pin,
          status: 'published',
          publishAt: body.publish_at ? new Date(body.publish_at) : new Date(),
          userId: caller(request).user.id,
        });
        return reply.status(201).send({ message: messages.newsPublished, data: { id: row.id } });
      },
    );
  };
}
