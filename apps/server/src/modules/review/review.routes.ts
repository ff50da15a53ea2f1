import {
  approveUploadRequest,
  idParams,
  messageResponse,
  messages,
  ownNewsQuery,
  paged,
  reviewDetail,
  reviewNoteRequest,
  reviewRow,
  single,
} from '@portal/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { caller } from '../../plugins/guards.ts';
import type { ReviewService } from './review.service.ts';

/** Under /api/v1 (model `reviews`): the queue of client uploads and the agency's decisions. Staff only. */
export function reviewRoutes(deps: { review: ReviewService }): FastifyPluginAsyncZod {
  const { review } = deps;
  const tags = ['review of uploads'];
  const decision = { tags, params: idParams, response: { 200: messageResponse } };
  return async (app) => {
    app.get('/reviews/all', { schema: { tags, querystring: ownNewsQuery, response: { 200: paged(reviewRow) } } }, async (request) =>
      review.list(request.query),
    );

    app.get('/reviews/:id', { schema: { tags, params: idParams, response: { 200: single(reviewDetail) } } }, async (request) => ({
      data: await review.detail(request.params.id),
    }));

    app.post('/reviews/:id/approve', { schema: { ...decision, body: approveUploadRequest } }, async (request) => {
      await review.decide(caller(request).user.id, request.params.id, { decision: 'approve', body: request.body });
      return { message: messages.uploadApproved };
    });

    app.post('/reviews/:id/request-changes', { schema: { ...decision, body: reviewNoteRequest } }, async (request) => {
      await review.decide(caller(request).user.id, request.params.id, { decision: 'request-changes', note: request.body.note });
      return { message: messages.uploadChangesRequested };
    });

    app.post('/reviews/:id/reject', { schema: { ...decision, body: reviewNoteRequest } }, async (request) => {
      await review.decide(caller(request).user.id, request.params.id, { decision: 'reject', note: request.body.note });
      return { message: messages.uploadRejected };
    });
  };
}
