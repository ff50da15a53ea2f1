import { CARD_PAGE_SIZE, endpoints, pathWith } from '@portal/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPhotosScreen } from '../features/content/loaders/list-screen-start.ts';
import { startNewsScreen } from '../features/content/loaders/news-screen-start.ts';
import { emptyPage, galleryDetail, newsDetail } from '../features/content/testing/fixtures.ts';
import { readListParams, toPageQuery } from '../lib/list-params.ts';
import { portalUrl } from '../lib/portal-request.ts';
import { queryClient } from '../lib/query-client.ts';
import { tokenStorage } from '../lib/token-storage.ts';
import { type Call, fakeApi, json } from '../test/fake-api.ts';
import { houseMember } from '../test/signed-in.ts';
import { EARLY_LISTS, EARLY_REQUESTS, startEarlyRequests, takeEarlyAnswer } from './early-answers.ts';
import { SCREEN_FILES_META } from './screen-files-meta.ts';

const NEWS_LIST = { pathname: '/news', search: '' };
const NEWS = EARLY_LISTS['/news'] as { list: string; pinned: string };
const PICTURE = '/media/news/5.webp';

let sessions = 0;
/** A token of each test's own: an answer one test leaves untaken is never taken by another. */
function signIn() {
  sessions += 1;
  tokenStorage.set(`early-test-${sessions}`);
}

function newsApi(profile = houseMember('owner', { new_token: 1 })) {
  const { images, videos, pdfs, content, status, user_id, category_ids, latest_media_url, source_name, ...card } = newsDetail({
    thumbnail: PICTURE,
  });
  return fakeApi((call) => {
    if (call.path === EARLY_REQUESTS.profile) return json(200, { data: profile });
    if (call.path === NEWS.pinned) return json(200, { data: [] });
    if (`${call.path}${call.query}` === NEWS.list) return json(200, { ...emptyPage, data: [card] });
    if (call.path === pathWith(endpoints.news.detail.path, { id: 5 }))
      return json(200, { data: newsDetail({ id: 5, thumbnail: PICTURE }) });
    if (call.path === pathWith(endpoints.gallery.detail.path, { id: 9 })) return json(200, { data: galleryDetail({ id: 9 }) });
    return json(200, { data: [] });
  });
}

const urls = (calls: Call[]) => calls.map((call) => `${call.path}${call.query}`);
/** The files preloaded as `rel` (and `as`, a property jsdom does not reflect as an attribute). */
const preloaded = (rel: string, as?: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].filter((link) => link.as === as).map((link) => link.href);

afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  for (const element of document.head.querySelectorAll(`link[rel$="preload"], meta[name="${SCREEN_FILES_META}"]`)) element.remove();
});

describe('the early entry', () => {
  it('asks what the news list asks first, and the screen takes those answers instead of asking again', async () => {
    const calls = newsApi();
    signIn();
    startEarlyRequests(NEWS_LIST);
    await vi.waitFor(() => expect(preloaded('preload', 'image')).toHaveLength(1));
    const asked = urls(calls);
    expect(asked.toSorted()).toEqual([EARLY_REQUESTS.profile, ...EARLY_REQUESTS.lookups, NEWS.pinned, NEWS.list].toSorted());
    expect(preloaded('preload', 'image')[0]).toMatch(PICTURE);

    await startNewsScreen({ request: new Request('http://portal/news') });
    expect(urls(calls)).toEqual(asked);
    expect(queryClient.getQueryData(['profile'])).toMatchObject({ id: 7 });
  });

  it('asks nothing of the list while a generated password is still to change (the server would refuse it)', async () => {
    const calls = newsApi(houseMember('owner', { new_token: 0 }));
    signIn();
    startEarlyRequests(NEWS_LIST);
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(urls(calls).toSorted()).toEqual([EARLY_REQUESTS.profile, ...EARLY_REQUESTS.lookups].toSorted());
  });

  it("asks a settled session's list with its profile, not after it, until a password is to change again", async () => {
    let profile = houseMember('owner', { new_token: 1 });
    const profileAnswers: (() => void)[] = [];
    const calls = fakeApi(async (call) => {
      if (call.path === EARLY_REQUESTS.profile) await new Promise<void>((answer) => profileAnswers.push(answer));
      return json(200, { data: call.path === EARLY_REQUESTS.profile ? profile : [] });
    });
    const PHOTOS = { pathname: '/feature-photos', search: '' };
    const photoList = EARLY_LISTS[PHOTOS.pathname]?.list;
    /** A visit: what is asked before the profile answers, and in all. */
    const visit = async (expectedBeforeProfile: (string | undefined)[], expected = expectedBeforeProfile) => {
      const before = calls.length;
      const started = startEarlyRequests(PHOTOS);
      await vi.waitFor(() => expect(profileAnswers).toHaveLength(1));
      expect(urls(calls.slice(before))).toEqual(expectedBeforeProfile);
      profileAnswers.shift()?.();
      await started;
      expect(urls(calls.slice(before))).toEqual(expected);
    };
    signIn();
    await visit([EARLY_REQUESTS.profile], [EARLY_REQUESTS.profile, photoList]);
    await visit([EARLY_REQUESTS.profile, photoList]);
    profile = houseMember('owner', { new_token: 0 });
    await visit([EARLY_REQUESTS.profile, photoList]);
    await visit([EARLY_REQUESTS.profile]);
  });

  it("asks each list's first page as the list screens ask it at their plain address", () => {
    const plainAddress = toPageQuery(readListParams(new URLSearchParams()), CARD_PAGE_SIZE);
    expect(Object.fromEntries(Object.entries(EARLY_LISTS).map(([path, screen]) => [path, screen.list]))).toEqual({
      '/news': portalUrl(endpoints.news.list.path, plainAddress),
      '/feature-photos': portalUrl(endpoints.gallery.list.path, plainAddress),
      '/videos': portalUrl(endpoints.videos.list.path, plainAddress),
    });
  });

  it('asks the photo list its first page, without the lookups its filters do not name', async () => {
    const calls = newsApi();
    signIn();
    startEarlyRequests({ pathname: '/feature-photos', search: '' });
    await vi.waitFor(() => expect(urls(calls)).toEqual([EARLY_REQUESTS.profile, EARLY_LISTS['/feature-photos']?.list]));
  });

  it("preloads the pictures of a list's first two cards, which a phone shows one above the other", async () => {
    const card = (id: number) => ({ id, thumbnail: `/media/gallery/${id}.webp`, thumbnail_renditions: [] });
    fakeApi((call) => {
      if (call.path === EARLY_REQUESTS.profile) return json(200, { data: houseMember('owner', { new_token: 1 }) });
      return json(200, { ...emptyPage, data: [card(1), card(2), card(3)] });
    });
    signIn();
    await startEarlyRequests({ pathname: '/feature-photos', search: '' });
    expect(preloaded('preload', 'image').map((href) => new URL(href).pathname)).toEqual(['/media/gallery/1.webp', '/media/gallery/2.webp']);
  });

  it("asks at an item's address what its list asks and the item, which opens over the list", async () => {
    const calls = newsApi();
    signIn();
    startEarlyRequests({ pathname: '/news/5', search: '' });
    await vi.waitFor(() => expect(urls(calls)).toContain(pathWith(endpoints.news.detail.path, { id: 5 })));
    expect(urls(calls).toSorted()).toEqual(
      [
        EARLY_REQUESTS.profile,
        ...EARLY_REQUESTS.lookups,
        NEWS.list,
        NEWS.pinned,
        pathWith(endpoints.news.detail.path, { id: 5 }),
      ].toSorted(),
    );
    signIn();
    startEarlyRequests({ pathname: '/feature-photos/9', search: '' });
    await vi.waitFor(() => expect(urls(calls)).toContain(pathWith(endpoints.gallery.detail.path, { id: 9 })));
  });

  it("asks at an item's address on a phone the item alone, which covers the screen, and the screen then asks nothing before it is drawn", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ media: query, matches: true }));
    const calls = newsApi();
    signIn();
    await startEarlyRequests({ pathname: '/news/5', search: '' });
    await startNewsScreen({ request: new Request('http://portal/news?news=5') });
    expect(urls(calls).toSorted()).toEqual([EARLY_REQUESTS.profile, pathWith(endpoints.news.detail.path, { id: 5 })].toSorted());
    expect(queryClient.getQueryData(['news', 'detail', 5])).toMatchObject({ id: 5 });

    signIn();
    await startEarlyRequests({ pathname: '/feature-photos/9', search: '' });
    await startPhotosScreen({ request: new Request('http://portal/feature-photos?gallery=9') });
    expect(urls(calls).slice(2)).toEqual([EARLY_REQUESTS.profile, pathWith(endpoints.gallery.detail.path, { id: 9 })]);
    expect(queryClient.getQueryData(['gallery', 'detail', 9])).toMatchObject({ id: 9 });
    expect(preloaded('preload', 'image')).toEqual([]);
  });

  it('asks nothing signed out, and only the profile at another screen or at a list the address filters', async () => {
    const calls = newsApi();
    startEarlyRequests(NEWS_LIST);
    expect(calls).toEqual([]);
    signIn();
    startEarlyRequests({ pathname: '/saved', search: '' });
    signIn();
    startEarlyRequests({ pathname: '/news', search: '?page=2' });
    signIn();
    startEarlyRequests({ pathname: '/videos/7', search: '' });
    await vi.waitFor(() => expect(urls(calls)).toEqual([EARLY_REQUESTS.profile, EARLY_REQUESTS.profile, EARLY_REQUESTS.profile]));
    expect(preloaded('modulepreload')).toEqual([]);
    expect(await takeEarlyAnswer(EARLY_REQUESTS.profile)?.then((answer) => answer.json())).toMatchObject({ data: { id: 7 } });
  });

  it('gives an answer once, and only to the session that asked it', async () => {
    newsApi();
    signIn();
    startEarlyRequests(NEWS_LIST);
    const [categories, languages] = EARLY_REQUESTS.lookups as [string, string];
    expect(await takeEarlyAnswer(categories)?.then((answer) => answer.json())).toEqual({ data: [] });
    expect(takeEarlyAnswer(categories)).toBeUndefined();
    signIn();
    expect(takeEarlyAnswer(languages)).toBeUndefined();
  });

  it("fetches the screen's files in the language the reader chose", () => {
    newsApi();
    for (const [language, files] of [
      ['en', '/assets/session.js /assets/en.js /assets/list.css'],
      ['ne', '/assets/session.js /assets/ne.js /assets/list.css'],
    ]) {
      document.head.insertAdjacentHTML(
        'beforeend',
        `<meta name="${SCREEN_FILES_META}" data-path="/news" data-language="${language}" content="${files}">`,
      );
    }
    localStorage.setItem('language', 'ne');
    signIn();
    startEarlyRequests(NEWS_LIST);
    expect(preloaded('modulepreload')).toEqual(['http://localhost:3000/assets/session.js', 'http://localhost:3000/assets/ne.js']);
    expect(preloaded('preload', 'style')).toEqual(['http://localhost:3000/assets/list.css']);
  });
});
