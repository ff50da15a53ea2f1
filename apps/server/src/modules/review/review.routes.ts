import { contracts, messages } from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { served } from '../../plugins/contract-routes.ts';
import { caller } from '../../plugins/guards.ts';
import type { ReviewService } from './review.service.ts';

const tags = ['review of uploads'];
const contract = contracts.review;

/** Under /api/v1 (model `reviews`): the queue of client uploads and the agency's decisions. Staff only. */
export function reviewRoutes(deps: { review: ReviewService }): FastifyPluginAsyncZod {
  const { review } = deps;
  return async (app) => {
    app.route({ ...served(contract.list, tags), handler: async (request) => review.list(request.query) });

    app.route({ ...served(contract.detail, tags), handler: async (request) => ({ data: await review.detail(request.params.id) }) });

    app.route({
      ...served(contract.approve, tags),
      handler: async (request) => {
        await review.decide(caller(request).user.id, request.params.id, { decision: 'approve', body: request.body });
        return { message: messages.uploadApproved };
      },
    });

    app.route({
      ...served(contract.requestChanges, tags),
      handler: async (request) => {
        await review.decide(caller(request).user.id, request.params.id, { decision: 'request-changes', note: request.body.note });
        return { message: messages.uploadChangesRequested };
      },
    });

    app.route({
      ...served(contract.reject, tags),
      handler: async (request) => {
        await review.decide(caller(request).user.id, request.params.id, { decision: 'reject', note: request.body.note });
        return { message: messages.uploadRejected };
      },
    });
  };
}
