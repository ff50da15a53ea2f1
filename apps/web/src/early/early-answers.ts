import { CARD_PAGE_SIZE, endpoints, ITEM_WEB_SECTIONS, type NewsCard, pathWith, type UserProfile } from '@portal/shared';
import { CARD_IMAGE_SIZES, PINNED_IMAGE_SIZES } from '../features/content/components/shared/card-grid.ts';
import { coversScreen, ITEM_DIALOGS, type ItemDialog } from '../features/content/components/shared/item-dialogs.ts';
import { mustChangePassword } from '../lib/home-path.ts';
import { preloadPicture } from '../lib/image-srcset.ts';
import { rememberedLanguage } from '../lib/language-choice.ts';
import { portalHeaders, portalUrl } from '../lib/portal-request.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { SCREEN_FILES_META } from './screen-files-meta.ts';
import { isSettledSession, rememberWhetherSettled } from './settled-session.ts';

/**
 * The early entry: index.html runs it before the app (index-preloads.ts), a few KB that arrive long
 * before the app's code. A signed-in visit to a reading list (news, photos, videos) asks at once for what the screen shows first,
 * fetches the screen's code and, once the list answers, the pictures of its first view, so none of it waits for the app
 * to start. The app takes each answer once, through lib/api-client.ts, instead of asking again.
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

/** The profile, which every signed-in screen's guards wait for, and the lookups the classified lists' filters name. */
export const EARLY_REQUESTS = {
  profile: endpoints.auth.profile.path,
  lookups: [endpoints.lookups.categories.path, endpoints.lookups.languages.path],
};

/** A reading list's first page at its plain address, as the list asks it (features/content/api/paged-list.ts). */
const firstPage = (path: string) => portalUrl(path, { page: 1, rowsPerPage: CARD_PAGE_SIZE });

type ListScreen = {
  list: string;
  /** The pinned strip above the list, whose first picture shows before the list's. */
  pinned?: string;
  /** The list's filters name categories and languages. */
  classified: boolean;
};

/** The reading lists this entry starts, by path: what each asks first (its screen asks the same). */
export const EARLY_LISTS: Record<string, ListScreen> = {
  '/news': { list: firstPage(endpoints.news.list.path), pinned: endpoints.news.pinned.path, classified: true },
  '/feature-photos': { list: firstPage(endpoints.gallery.list.path), classified: false },
  '/videos': { list: firstPage(endpoints.videos.list.path), classified: true },
};

/**
 * An item's web address (`itemWebPath`) opens its list with the item over it (features/content/components/
 * item-address.tsx): the list's answers and the item's, or the item's alone where its dialog covers the screen
 * (the list is not drawn behind it); its files are listed under `<section>/:id`.
 */
const ITEM_SCREENS: Record<string, { detail: string; dialog: ItemDialog }> = {
  [ITEM_WEB_SECTIONS.news]: { detail: endpoints.news.detail.path, dialog: ITEM_DIALOGS.news },
  [ITEM_WEB_SECTIONS.gallery]: { detail: endpoints.gallery.detail.path, dialog: ITEM_DIALOGS.gallery },
};
const ITEM_ADDRESS = /^(\/[a-z-]+)\/(\d+)$/;

type Card = Pick<NewsCard, 'thumbnail' | 'thumbnail_renditions'>;

/**
 * A phone shows the first two cards of a list one above the other, and the largest paint can be either: the
 * second's picture, as large, is counted when a rounding makes it larger by a pixel. The pinned strip shows one
 * card whole.
 */
const PICTURES_IN_FIRST_VIEW = 2;

/** Asks the list's answers (and the item's); answers the pictures of what the screen shows first. */
async function askListAnswers(screen: ListScreen, token: string, item: string | undefined) {
  if (item) ask(item, token);
  const list = dataOf<Card[]>(ask(screen.list, token));
  const pinned = screen.pinned ? await dataOf<Card[]>(ask(screen.pinned, token)) : undefined;
  return pinned?.[0]
    ? { first: [pinned[0]], sizes: PINNED_IMAGE_SIZES }
    : { first: (await list)?.slice(0, PICTURES_IN_FIRST_VIEW) ?? [], sizes: CARD_IMAGE_SIZES };
}

/**
 * Asks what a screen shows first (`askFirst`) once the server would answer it: with the profile for a session seen
 * to be settled (settled-session.ts), else once the profile answered. Without a session the server would answer,
 * the app's guards decide where the visit goes, and nothing more is asked.
 */
async function whenSignedIn<T>(token: string, profile: Promise<Response>, askFirst: () => T): Promise<T | undefined> {
  const settled = isSettledSession(token);
  const early = settled ? askFirst() : undefined;
  const user = await dataOf<UserProfile>(profile);
  rememberWhetherSettled(token, user);
  if (!user || mustChangePassword(user)) return undefined;
  return settled ? early : askFirst();
}

async function startList(screen: ListScreen, token: string, profile: Promise<Response>, item?: string) {
  if (screen.classified) for (const lookup of EARLY_REQUESTS.lookups) ask(lookup, token);
  const answers = await whenSignedIn(token, profile, () => askListAnswers(screen, token, item));
  if (!answers) return;
  for (const card of answers.first) if (card.thumbnail) preloadPicture(card.thumbnail, card.thumbnail_renditions, answers.sizes);
}

/** An item whose dialog covers the screen: its answer alone, the list behind it is not drawn. */
async function startItem(detail: string, token: string, profile: Promise<Response>) {
  await whenSignedIn(token, profile, () => void ask(detail, token));
}

/** The screen's code and texts, fetched with the entry's rather than once the router has run; `path` as index-preloads.ts names it. */
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

/**
 * On a signed-in visit, asks for the profile, which every screen's guards wait for; at a reading list's plain
 * address (the news list is opened all day) or an item's address, also for the list's answers (and the item's;
 * the item's alone where its dialog covers the screen), and then for the screen's files: on HTTP/1.1 a browser opens six connections to a site, and the answers, which
 * the first picture waits for, go first.
 */
export function startEarlyRequests(address: Pick<Location, 'pathname' | 'search'>): Promise<void> | undefined {
  const token = tokenStorage.get();
  if (!token) return;
  const profile = ask(EARLY_REQUESTS.profile, token);
  if (address.search !== '') return;
  const screen = EARLY_LISTS[address.pathname];
  if (screen) {
    preloadScreenFiles(address.pathname);
    return startList(screen, token, profile);
  }
  const [, section = '', id] = ITEM_ADDRESS.exec(address.pathname) ?? [];
  const item = ITEM_SCREENS[section];
  const list = EARLY_LISTS[section];
  if (!item || !list) return;
  preloadScreenFiles(`${section}/:id`);
  const detail = pathWith(item.detail, { id: Number(id) });
  if (coversScreen(item.dialog)) return startItem(detail, token, profile);
  return startList(list, token, profile, detail);
}

void startEarlyRequests(location);
