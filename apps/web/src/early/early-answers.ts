import { apiRoutes, CARD_PAGE_SIZE, type NewsCard, type UserProfile } from '@portal/shared';
import { CARD_IMAGE_SIZES, PINNED_IMAGE_SIZES } from '../features/content/components/shared/card-grid.ts';
import { mustChangePassword } from '../lib/home-path.ts';
import { preloadPicture } from '../lib/image-srcset.ts';
import { rememberedLanguage } from '../lib/language-choice.ts';
import { portalHeaders, portalUrl } from '../lib/portal-request.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { SCREEN_FILES_META } from './screen-files-meta.ts';

/**
 * The early entry: index.html runs it before the app (index-preloads.ts), a few KB that arrive long
 * before the app's code. A signed-in visit to the news list asks at once for what the screen shows first,
 * fetches the screen's code and, once the list answers, its first picture, so none of it waits for the app
 * to start (issue 38). The app takes each answer once, through lib/api-client.ts, instead of asking again.
 */

type EarlyAnswer = { token: string; askedAt: number; response: Promise<Response> };

/** An answer the app has not taken by then is left alone: the app asks afresh. */
const ANSWER_LIFETIME_MS = 30_000;

const answers = new Map<string, EarlyAnswer>();

/** The answer to `url` asked early with the stored session's token, once; undefined when there is none. */
export function takeEarlyAnswer(url: string): Promise<Response> | undefined {
  const answer = answers.get(url);
  answers.delete(url);
  const fresh = answer && answer.token === tokenStorage.get() && performance.now() - answer.askedAt < ANSWER_LIFETIME_MS;
  return fresh ? answer.response : undefined;
}

/** Asks `url`; the app is kept a copy of the answer, so this entry may read the answer itself. */
function ask(url: string, token: string): Promise<Response> {
  const response = fetch(url, { headers: portalHeaders() });
  const copy = response.then((answer) => answer.clone());
  // A failed call is the app's to report when it takes the answer, or nobody's when it never does.
  copy.catch(() => undefined);
  answers.set(url, { token, askedAt: performance.now(), response: copy });
  return response;
}

async function dataOf<T>(response: Promise<Response>): Promise<T | undefined> {
  const answer = await response.catch(() => undefined);
  if (!answer?.ok) return undefined;
  return ((await answer.json()) as { data: T }).data;
}

/** The URLs the news list asks first at its plain address, in the order it needs them (the loader asks the same). */
export const NEWS_SCREEN_REQUESTS = {
  profile: apiRoutes.auth.profile,
  lookups: [apiRoutes.lookups.categories, apiRoutes.lookups.languages],
  pinned: apiRoutes.news.pinned,
  list: portalUrl(apiRoutes.news.list, { page: 1, rowsPerPage: CARD_PAGE_SIZE }),
};

async function startNewsScreen(token: string) {
  const profile = ask(NEWS_SCREEN_REQUESTS.profile, token);
  for (const lookup of NEWS_SCREEN_REQUESTS.lookups) ask(lookup, token);
  const user = await dataOf<UserProfile>(profile);
  // Without a session the server would answer, the app's guards decide where the visit goes; nothing more is asked.
  if (!user || mustChangePassword(user)) return;
  const list = dataOf<NewsCard[]>(ask(NEWS_SCREEN_REQUESTS.list, token));
  const pinned = await dataOf<NewsCard[]>(ask(NEWS_SCREEN_REQUESTS.pinned, token));
  const [first, sizes] = pinned?.[0] ? [pinned[0], PINNED_IMAGE_SIZES] : [(await list)?.[0], CARD_IMAGE_SIZES];
  if (first?.thumbnail) preloadPicture(first.thumbnail, first.thumbnail_renditions, sizes);
}

/** The screen's code and texts, fetched with the entry's rather than once the router has run. */
function preloadScreenFiles(path: string) {
  const selector = `meta[name="${SCREEN_FILES_META}"][data-path="${path}"][data-language="${rememberedLanguage()}"]`;
  const files = document.querySelector<HTMLMetaElement>(selector)?.content;
  for (const file of files?.split(' ') ?? []) {
    const link = document.createElement('link');
    if (file.endsWith('.css')) {
      link.rel = 'preload';
      link.as = 'style';
    } else {
      link.rel = 'modulepreload';
      link.crossOrigin = '';
    }
    link.href = file;
    document.head.append(link);
  }
}

/** Starts the screen at `address` on a signed-in visit: the news list at its plain address (the one opened all day). */
export function startEarlyRequests(address: Pick<Location, 'pathname' | 'search'>) {
  const token = tokenStorage.get();
  if (!token || address.pathname !== '/news' || address.search !== '') return;
  preloadScreenFiles(address.pathname);
  void startNewsScreen(token);
}

startEarlyRequests(location);
