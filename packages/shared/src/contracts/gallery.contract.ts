import { route } from '../api-contract.ts';
import { galleryActionRequest, galleryActivity, galleryDetail, galleryItem, idParams, pageQuery } from '../content.schema.ts';
import { paged, single } from '../envelopes.ts';
import { engagementContract } from './engagement.ts';

/** Feature-photo galleries as clients see them, with their views, actions and history. */
export const galleryContract = {
  list: route({ method: 'GET', path: '/api/auth/v2/client/gallery', access: 'member', query: pageQuery, response: paged(galleryItem) }),
  detail: route({
    method: 'GET',
    path: '/api/auth/v2/client/gallery/:id',
    access: 'member',
    params: idParams,
    response: single(galleryDetail),
  }),
  ...engagementContract('gallery', galleryActionRequest, galleryActivity),
};
