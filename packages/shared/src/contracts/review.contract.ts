import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { messageResponse, paged, single } from '../envelopes.ts';
import { approveUploadRequest, reviewDetail, reviewNoteRequest, reviewRow } from '../review.schema.ts';
import { ownNewsQuery } from '../uploads.schema.ts';

/** The queue of news clients send (model `reviews`) and the agency's decision on each, answered with its message. Reviewers (and administrators). */
export const reviewContract = {
  list: route({ method: 'GET', path: '/api/v1/reviews/all', access: 'staff:review', query: ownNewsQuery, response: paged(reviewRow) }),
  detail: route({ method: 'GET', path: '/api/v1/reviews/:id', access: 'staff:review', params: idParams, response: single(reviewDetail) }),
  approve: route({
    method: 'POST',
    path: '/api/v1/reviews/:id/approve',
    access: 'staff:review',
    params: idParams,
    body: approveUploadRequest,
    response: messageResponse,
  }),
  requestChanges: route({
    method: 'POST',
    path: '/api/v1/reviews/:id/request-changes',
    access: 'staff:review',
    params: idParams,
    body: reviewNoteRequest,
    response: messageResponse,
  }),
  reject: route({
    method: 'POST',
    path: '/api/v1/reviews/:id/reject',
    access: 'staff:review',
    params: idParams,
    body: reviewNoteRequest,
    response: messageResponse,
  }),
};
