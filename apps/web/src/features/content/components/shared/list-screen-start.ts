import { apiRoutes } from '@portal/shared';
import { profileQuery } from '../../../../lib/auth.ts';
import { mustChangePassword } from '../../../../lib/home-path.ts';
import { readListParams } from '../../../../lib/list-params.ts';
import { categoriesQuery, languagesQuery } from '../../../../lib/lookups.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { galleryKeys } from '../../api/get-gallery.ts';
import { videoKeys } from '../../api/get-videos.ts';
import { pagedListQuery } from '../../api/paged-list.ts';

/**
 * What a reading list's loader (app/router.tsx) starts while the screen's code loads: the lookups its filters
 * name and, once the profile allows it, `askList`. A generated password still to change is sent to Change
 * Password by the guard, and the server would refuse it the list. The route waits for these answers: an answer
 * landing while React draws the screen would make React redraw it all in one blocking task (a query cache change
 * during a time-sliced render does that), 0.5 s on a desktop and over 2 s on a mid-range phone. A failed answer
 * does not hold the screen: it shows its own error.
 */
export async function startListAnswers(classified: boolean, askList: () => Promise<unknown>): Promise<null> {
  const lookups = classified && Promise.all([queryClient.prefetchQuery(categoriesQuery), queryClient.prefetchQuery(languagesQuery)]);
  const user = await queryClient.fetchQuery(profileQuery()).catch(() => undefined);
  if (user && mustChangePassword(user)) return null;
  await Promise.all([askList(), lookups]);
  return null;
}

/** The loader of a list of cards that shows the page its address names. */
const listScreenStart =
  (keys: readonly unknown[], path: string, classified: boolean) =>
  ({ request }: { request: Request }) =>
    startListAnswers(classified, () =>
      queryClient.prefetchQuery(pagedListQuery(keys, path, readListParams(new URL(request.url).searchParams))),
    );

export const startPhotosScreen = listScreenStart(galleryKeys.all, apiRoutes.gallery.list, false);
export const startVideosScreen = listScreenStart(videoKeys.all, apiRoutes.videos.list, true);
