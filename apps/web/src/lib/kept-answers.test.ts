import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ensureAnswer, keepAnswers } from './kept-answers.ts';
import { tokenStorage } from './token-storage.ts';

const FIRST_PAGE = ['news', 'list', { page: 1 }] as const;
const FILTERED_PAGE = ['news', 'list', { page: 1, q: 'flood' }] as const;

/** A visit: a new cache that keeps its answers, as lib/query-client.ts makes it. */
function visit() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  keepAnswers(queryClient);
  return queryClient;
}

const answering = (titles: string[]) => vi.fn(async () => ({ titles }));

beforeEach(() => tokenStorage.set('token-of-the-first-session-0001'));
afterEach(() => {
  localStorage.clear();
  vi.useRealTimers();
});

describe('kept answers', () => {
  it('draws what the last visit had, marked stale, and asks afresh once a screen observes it', async () => {
    await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['Budget speech']) }, { keep: true });

    const next = visit();
    const fresh = answering(['Budget speech', 'By-election count']);
    const options = { queryKey: FIRST_PAGE, queryFn: fresh };
    expect(await ensureAnswer(next, options, { keep: true })).toEqual({ titles: ['Budget speech'] });
    expect(fresh).not.toHaveBeenCalled();

    const observer = new QueryObserver(next, options);
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().data).toEqual({ titles: ['Budget speech', 'By-election count'] }));
    unsubscribe();
    expect(fresh).toHaveBeenCalledTimes(1);

    // The fresh answer is what the visit after that draws first.
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering([]) }, { keep: true })).toEqual({
      titles: ['Budget speech', 'By-election count'],
    });
  });

  it('keeps what the cache already had when a screen asks it: the profile the sign-in asked', async () => {
    const signedIn = visit();
    await signedIn.fetchQuery({ queryKey: ['profile'], queryFn: async () => ({ name: 'Kantipur' }) });
    await ensureAnswer(signedIn, { queryKey: ['profile'], queryFn: answering([]) }, { keep: true });
    expect(await ensureAnswer(visit(), { queryKey: ['profile'], queryFn: answering([]) }, { keep: true })).toEqual({ name: 'Kantipur' });
  });

  it('lets a kept answer keep its age when no fresh one came', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['Morning']) }, { keep: true });
    vi.setSystemTime(Date.now() + 86_000_000);
    const offline = vi.fn(async (): Promise<{ titles: string[] }> => Promise.reject(new Error('offline')));
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: offline }, { keep: true })).toEqual({ titles: ['Morning'] });
    vi.setSystemTime(Date.now() + 1_000_000);
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['Evening']) }, { keep: true })).toEqual({
      titles: ['Evening'],
    });
  });

  it('keeps nothing of a list asked with filters or another page', async () => {
    await ensureAnswer(visit(), { queryKey: FILTERED_PAGE, queryFn: answering(['Flood in Sunsari']) }, { keep: false });
    const asked = answering(['Flood in Saptari']);
    expect(await ensureAnswer(visit(), { queryKey: FILTERED_PAGE, queryFn: asked }, { keep: false })).toEqual({
      titles: ['Flood in Saptari'],
    });
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it('shows one session nothing another kept, and forgets everything when the session ends', async () => {
    await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['For the first client']) }, { keep: true });
    tokenStorage.set('token-of-another-session-0002');
    const asked = answering(['For the second client']);
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: asked }, { keep: true })).toEqual({
      titles: ['For the second client'],
    });

    tokenStorage.clear();
    tokenStorage.set('token-of-another-session-0002');
    const afterSignOut = answering(['Asked again']);
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: afterSignOut }, { keep: true })).toEqual({
      titles: ['Asked again'],
    });
  });

  it('lets an answer kept over a day ago go: the visit waits for the network', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['Yesterday']) }, { keep: true });
    vi.setSystemTime(Date.now() + 86_400_001);
    expect(await ensureAnswer(visit(), { queryKey: FIRST_PAGE, queryFn: answering(['Today']) }, { keep: true })).toEqual({
      titles: ['Today'],
    });
  });
});
