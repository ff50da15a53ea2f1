import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';
import { KEPT_ANSWERS_KEY, tokenStorage } from './token-storage.ts';

/**
 * A warm visit paints a reading list's first screen before the network answers: the answers that screen
 * shows (the profile, the lookups, the first page and the pinned strip) are kept in local storage as this
 * session last had them, put in the cache when the visit starts, and asked afresh once the screen has
 * drawn them (stale-while-revalidate). Only the session's own: each copy carries the end of its
 * token, and all of them go when the session ends (token-storage.ts).
 */

/** A kept answer older than this is not shown: a day's news is what a client expects to see first. */
const KEPT_LIFETIME_MS = 86_400_000;

type Kept = { session: string; answers: Record<string, { data: unknown; keptAt: number }> };

const sessionMark = (token: string) => token.slice(-16);

function readKept(token: string): Kept {
  try {
    const kept = JSON.parse(localStorage.getItem(KEPT_ANSWERS_KEY) ?? 'null') as Kept | null;
    if (kept?.session === sessionMark(token)) return kept;
  } catch {
    // An unreadable entry is as none: the next answer replaces it.
  }
  return { session: sessionMark(token), answers: {} };
}

/** The query hashes whose answers are kept: those a reading list's plain first screen starts with. */
const keptHashes = new Set<string>();

/** Keeps `data` as the signed-in session's answer to the query. A storage that is full or refused keeps nothing: the next visit is a cold one. */
function writeKept(queryHash: string, data: unknown) {
  const session = tokenStorage.get();
  if (!session) return;
  const kept = readKept(session);
  kept.answers[queryHash] = { data, keptAt: Date.now() };
  try {
    localStorage.setItem(KEPT_ANSWERS_KEY, JSON.stringify(kept));
  } catch {
    localStorage.removeItem(KEPT_ANSWERS_KEY);
  }
}

/** Keeps each answer a kept query gets from the server (not the kept one it was given: that one keeps its age). */
export function keepAnswers(queryClient: QueryClient) {
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || event.action.manual) return;
    if (keptHashes.has(event.query.queryHash)) writeKept(event.query.queryHash, event.query.state.data);
  });
}

/**
 * The query's data as a screen's loader waits for it. A kept query (`keep`) with nothing in the cache gets
 * this session's kept answer with its age, marked stale, so the screen draws it and its queries ask afresh once
 * mounted; otherwise what the cache has, or the answer, asked and awaited. An answer the cache got before its
 * query was marked kept (the profile the sign-in asked) and newer than the kept one is kept now.
 */
export function ensureAnswer<Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: FetchQueryOptions<Data, Error, Data, Key>,
  { keep }: { keep: boolean },
): Promise<Data> {
  const token = tokenStorage.get();
  if (keep && token) {
    const hash = queryClient.defaultQueryOptions(options).queryHash;
    keptHashes.add(hash);
    const cached = queryClient.getQueryState<Data>(options.queryKey);
    const kept = readKept(token).answers[hash];
    if (cached?.data !== undefined) {
      if (cached.dataUpdatedAt > (kept?.keptAt ?? 0)) writeKept(hash, cached.data);
    } else if (kept && Date.now() - kept.keptAt < KEPT_LIFETIME_MS) {
      queryClient.setQueryData<Data>(options.queryKey, kept.data as Data, { updatedAt: kept.keptAt });
      void queryClient.invalidateQueries({ queryKey: options.queryKey, exact: true, refetchType: 'none' });
    }
  }
  return queryClient.ensureQueryData(options);
}
