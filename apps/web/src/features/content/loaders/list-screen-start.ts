import { endpoints } from '@portal/shared';
import { profileQuery } from '../../../lib/auth.ts';
import { mustChangePassword } from '../../../lib/home-path.ts';
import { ensureAnswer } from '../../../lib/kept-answers.ts';
import { isPlainFirstPage, readListParams } from '../../../lib/list-params.ts';
import { categoriesQuery, languagesQuery } from '../../../lib/lookups.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { galleryKeys, prefetchGalleryDetail } from '../api/get-gallery.ts';
import { videoKeys } from '../api/get-videos.ts';
import { type ListEndpoint, pagedListQuery } from '../api/paged-list.ts';
import { ITEM_DIALOGS, type ItemDialog, itemCoveringList } from '../components/shared/item-dialogs.ts';

/**
 * What a reading list's loader (app/router.tsx) starts while the screen's code loads: the lookups its filters
 * name (`classified`) and, once the profile allows it, `askFirst`: the list, or the item opened over it. A generated password still to change is sent to Change
 * Password by the guard, and the server would refuse it the list. The route waits for these answers: an answer
 * landing while React draws the screen would make React redraw it all in one blocking task (a query cache change
 * during a time-sliced render does that), 0.5 s on a desktop and over 2 s on a mid-range phone. A failed answer
 * does not hold the screen: it shows its own error. On a warm visit the answers the session kept are drawn
 * instead, and asked afresh once the screen is up (lib/kept-answers.ts).
 */
export async function startScreenAnswers(classified: boolean, askFirst: () => Promise<unknown>): Promise<null> {
  const lookups =
    classified &&
    Promise.all([
      ensureAnswer(queryClient, categoriesQuery, { keep: true }).catch(() => undefined),
      ensureAnswer(queryClient, languagesQuery, { keep: true }).catch(() => undefined),
    ]);
  const user = await ensureAnswer(queryClient, profileQuery(), { keep: true }).catch(() => undefined);
  if (user && mustChangePassword(user)) return null;
  await Promise.all([askFirst(), lookups]);
  return null;
}

/**
 * When the address opens an item whose dialog covers the whole screen, the loader's start of that item alone
 * (`askItem`): the list behind it is asked once it is drawn, and no answer of the list's is on the way meanwhile.
 */
export function startCoveringItem(request: Request, dialog: ItemDialog, askItem: (id: number) => Promise<unknown>) {
  const id = itemCoveringList(new URL(request.url).searchParams, dialog);
  return id === undefined ? undefined : startScreenAnswers(false, () => askItem(id));
}

/** The loader of a list of cards that shows the page its address names. */
const listScreenStart =
  (keys: readonly unknown[], list: ListEndpoint, classified: boolean) =>
  ({ request }: { request: Request }) =>
    startScreenAnswers(classified, () => {
      const params = readListParams(new URL(request.url).searchParams);
      return ensureAnswer(queryClient, pagedListQuery(keys, list, params), { keep: isPlainFirstPage(params) }).catch(() => undefined);
    });

const startPhotoList = listScreenStart(galleryKeys.all, endpoints.gallery.list, false);
export const startPhotosScreen = (loader: { request: Request }) =>
  startCoveringItem(loader.request, ITEM_DIALOGS.gallery, (id) => prefetchGalleryDetail(queryClient, id)) ?? startPhotoList(loader);
export const startVideosScreen = listScreenStart(videoKeys.all, endpoints.videos.list, true);
