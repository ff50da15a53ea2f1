import type { NewsCard } from '@portal/shared';
import { trustAnswer } from '../../lib/memoized-serializer.ts';
import { createResultCache } from '../../lib/result-cache.ts';

type AutoPostLookups = {
  postedAmong: (userId: number, newsIds: number[]) => Promise<Set<number>>;
  postedRange: (userId: number) => Promise<{ first: number; last: number } | null>;
  /** Grows each time a post goes out to the client, so what was looked up before is not used again. */
  postedVersion: (userId: number) => number;
};

/** As long as a shared answer lives (content-cache.ts), so a list's marks are never older than its cards. */
const SHARED_ANSWER_MS = 30_000;

/**
 * Whether an item went to this client's social pages (`auto_post`) is the one per-client part of the
 * shared news answers. `shared` looks it up once per client and shared answer and keeps the result as
 * long as that answer lives (a WeakMap on it, so it goes when the content cache drops the answer): a
 * cached list then costs no query, and a client with nothing posted gets the shared object itself, so
 * its serialization and ETag are reused too. A new answer costs a query only where its cards fall
 * within the span of ids posted for the client (kept as long as an answer): none for most clients,
 * who link no social service. Both are kept per client and posted version, so a post that goes out
 * shows on the client's next request, as the "Delivered" line of their auto-posts does. The news service
 * receives them as its `NewsMarks`.
 */
export function createPostedMarks(lookups: AutoPostLookups, now: () => Date) {
  const views = new WeakMap<object, Map<string, Promise<unknown>>>();
  const clientKey = (userId: number) => `${userId}:${lookups.postedVersion(userId)}`;
  const ranges = createResultCache<{ first: number; last: number } | null>({ ttlMs: SHARED_ANSWER_MS, maxEntries: 10_000, now });

  /** `cards` with those among `lookedUp` that went out to the client marked; `cards` itself when none did. */
  async function marked<Card extends NewsCard>(userId: number, cards: Card[], lookedUp: Card[]): Promise<Card[]> {
    if (lookedUp.length === 0) return cards;
    const posted = await lookups.postedAmong(
      userId,
      lookedUp.map((card) => card.id),
    );
    return posted.size === 0 ? cards : cards.map((card) => (posted.has(card.id) ? { ...card, auto_post: true } : card));
  }

  const mark = <Card extends NewsCard>(userId: number, cards: Card[]) => marked(userId, cards, cards);

  /** Marks a shared answer's cards, looking up only those within the span posted for the client. */
  async function markShared<Card extends NewsCard>(userId: number, cards: Card[]): Promise<Card[]> {
    const range = await ranges.get(clientKey(userId), () => lookups.postedRange(userId));
    return marked(userId, cards, range ? cards.filter((card) => card.id >= range.first && card.id <= range.last) : []);
  }

  function viewOf<Answer extends object>(answer: Answer, userId: number, make: () => Promise<Answer>): Promise<Answer> {
    let byUser = views.get(answer);
    if (!byUser) {
      byUser = new Map();
      views.set(answer, byUser);
    }
    const key = clientKey(userId);
    const known = byUser.get(key) as Promise<Answer> | undefined;
    if (known) return known;
    const made = make();
    byUser.set(key, made);
    made.catch(() => byUser.delete(key));
    return made;
  }

  return {
    /** Marks fresh cards (not shared: a detail, an activity list). */
    mark,
    /** The client's view of a shared answer: the answer itself, or a trusted copy with this client's cards marked. */
    shared<Answer extends { data: NewsCard[] }>(userId: number, answer: Answer): Promise<Answer> {
      return viewOf(answer, userId, async () => {
        const marked = await markShared(userId, answer.data);
        return marked === answer.data ? answer : trustAnswer({ ...answer, data: marked });
      });
    },
  };
}
export type PostedMarks = ReturnType<typeof createPostedMarks>;
