import { preloadPicture } from '../../../../lib/image-srcset.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { prefetchNewsScreen } from '../../api/get-news.ts';
import { CARD_IMAGE_SIZES, PINNED_IMAGE_SIZES } from '../shared/card-grid.ts';

/**
 * The /news route's loader, a chunk app/router.tsx fetches beside the layout's: asks for the list and
 * the pinned strip and, once they answer, for the first item's picture (the screen's largest paint),
 * while the screen's code is still loading. The route does not wait for the answers.
 */
export function startNewsScreen({ request }: { request: Request }) {
  void prefetchNewsScreen(queryClient, new URL(request.url).searchParams).then(({ item, pinned }) => {
    if (item?.thumbnail) preloadPicture(item.thumbnail, item.thumbnail_renditions, pinned ? PINNED_IMAGE_SIZES : CARD_IMAGE_SIZES);
  });
  return null;
}
