import type { NewsCard } from '@portal/shared';
import { trustAnswer } from '../../lib/memoized-serializer.ts';

type PostedAmong = (userId: number, newsIds: number[]) => Promise<Set<number>>;

/**
 * Whether an item went to this client's social pages (`auto_post`) is the one per-client part of the
 * shared news answers. `shared` looks it up once per client and shared answer and keeps the result as
 * long as that answer lives (a WeakMap on it, so it goes when the content cache drops the answer): a
 * cached list then costs no query, and a client with nothing posted gets the shared object itself, so
 * its serialization and ETag are reused too. A post delivered meanwhile shows when the answer is
 * renewed (content-cache.ts: 30 s at most), as new items do.
 */
export function createPostedMarks(postedAmong: PostedAmong) {
  const views = new WeakMap<object, Map<number, Promise<unknown>>>();

  async function mark<Card extends NewsCard>(userId: number, cards: Card[]): Promise<Card[]> {
    const posted = await postedAmong(
      userId,
      cards.map((card) => card.id),
    );
    return posted.size === 0 ? cards : cards.map((card) => (posted.has(card.id) ? { ...card, auto_post: true } : card));
  }

  function viewOf<Answer extends object>(answer: Answer, userId: number, make: () => Promise<Answer>): Promise<Answer> {
    let byUser = views.get(answer);
    if (!byUser) {
      byUser = new Map();
      views.set(answer, byUser);
    }
    const known = byUser.get(userId) as Promise<Answer> | undefined;
    if (known) return known;
    const made = make();
    byUser.set(userId, made);
    made.catch(() => byUser.delete(userId));
    return made;
  }

  return {
    /** Marks fresh cards (not shared: a detail, an activity list). */
    mark,
    /** The client's view of a shared answer: the answer itself, or a trusted copy with this client's cards marked. */
    shared<Answer extends { data: NewsCard[] }>(userId: number, answer: Answer): Promise<Answer> {
      return viewOf(answer, userId, async () => {
        const marked = await mark(userId, answer.data);
        return marked === answer.data ? answer : trustAnswer({ ...answer, data: marked });
      });
    },
  };
}
export type PostedMarks = ReturnType<typeof createPostedMarks>;
