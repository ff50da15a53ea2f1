import { profileQuery } from '../../../../lib/auth.ts';
import { mustChangePassword } from '../../../../lib/home-path.ts';
import { preloadPicture } from '../../../../lib/image-srcset.ts';
import { categoriesQuery, languagesQuery } from '../../../../lib/lookups.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { prefetchNewsScreen } from '../../api/get-news.ts';
import { CARD_IMAGE_SIZES, PINNED_IMAGE_SIZES } from '../shared/card-grid.ts';

/**
 * The /news route's loader, a chunk app/router.tsx fetches beside the layout's: asks for the list, the
 * pinned strip and what the filters name while the screen's code is still loading, and once the list
 * answers, for the first item's picture (the screen's largest paint).
 *
 * The route waits for these answers (they come long before the code on a slow line). An answer landing
 * while React draws the screen would make React redraw it all in one blocking task (a query cache
 * change during a time-sliced render does that): 0.5 s on a desktop, over 2 s on a mid-range phone.
 * A failed answer does not hold the screen: it shows its own error. The list waits for the profile (asked for
 * since the app started): a generated password still to change is sent to Change Password by the guard, and the
 * server would refuse it the list.
 */
export async function startNewsScreen({ request }: { request: Request }) {
  const lookups = Promise.all([queryClient.prefetchQuery(categoriesQuery), queryClient.prefetchQuery(languagesQuery)]);
  const user = await queryClient.fetchQuery(profileQuery()).catch(() => undefined);
  if (user && mustChangePassword(user)) return null;
  const firstNews = prefetchNewsScreen(queryClient, new URL(request.url).searchParams).then(({ item, pinned }) => {
    if (item?.thumbnail) preloadPicture(item.thumbnail, item.thumbnail_renditions, pinned ? PINNED_IMAGE_SIZES : CARD_IMAGE_SIZES);
  });
  await Promise.all([firstNews, lookups]);
  return null;
}
