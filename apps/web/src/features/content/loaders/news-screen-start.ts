import { preloadPicture } from '../../../lib/image-srcset.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { prefetchNewsDetail, prefetchNewsScreen } from '../api/get-news.ts';
import { CARD_IMAGE_SIZES, PINNED_IMAGE_SIZES } from '../components/shared/card-grid.ts';
import { ITEM_DIALOGS } from '../components/shared/item-dialogs.ts';
import { startCoveringItem, startScreenAnswers } from './list-screen-start.ts';

/**
 * The /news route's loader: asks for the list, the pinned strip and what the filters name while the screen's code
 * is still loading (list-screen-start.ts), and once the list answers, for the first item's picture (the
 * screen's largest paint); or only for the item the address opens, when its sheet covers the screen.
 */
export function startNewsScreen({ request }: { request: Request }) {
  const covering = startCoveringItem(request, ITEM_DIALOGS.news, (id) => prefetchNewsDetail(queryClient, id));
  return (
    covering ??
    startScreenAnswers(true, () =>
      prefetchNewsScreen(queryClient, new URL(request.url).searchParams).then(({ item, pinned }) => {
        if (item?.thumbnail) preloadPicture(item.thumbnail, item.thumbnail_renditions, pinned ? PINNED_IMAGE_SIZES : CARD_IMAGE_SIZES);
      }),
    )
  );
}
