import { route } from '../api-contract.ts';
import { idParams } from '../content.schema.ts';
import { relatedGalleries, relatedNews, relatedVideos } from '../related-items.schema.ts';

/** "More like this" of a news item, a gallery or a video: whoever may open the item reads its related items. */
export const relatedItemsContract = {
  news: route({ method: 'GET', path: '/api/client/news/:id/related', access: 'member', params: idParams, response: relatedNews }),
  gallery: route({
    method: 'GET',
    path: '/api/client/gallery/:id/related',
    access: 'member',
    params: idParams,
    response: relatedGalleries,
  }),
  videos: route({ method: 'GET', path: '/api/client/videos/:id/related', access: 'member', params: idParams, response: relatedVideos }),
};
