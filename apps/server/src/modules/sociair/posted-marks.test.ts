import type { NewsCard } from '@portal/shared';
import { describe, expect, it, vi } from 'vitest';
import { createPostedMarks } from './posted-marks.ts';

const card = (id: number) => ({ id, auto_post: false }) as NewsCard;
const answer = () => ({ data: [card(10), card(20), card(30), card(40)], meta: {} });

function marksFor(ranges: Record<number, { first: number; last: number } | null>, posted: number[]) {
  const versions = new Map<number, number>();
  const lookups = {
    postedVersion: (userId: number) => versions.get(userId) ?? 0,
    postedRange: vi.fn(async (userId: number) => ranges[userId] ?? null),
    postedAmong: vi.fn(async (_userId: number, ids: number[]) => new Set(ids.filter((id) => posted.includes(id)))),
  };
  let clock = 0;
  const marks = createPostedMarks(lookups, () => new Date(clock));
  const deliver = (userId: number, newsId: number, range: { first: number; last: number }) => {
    posted.push(newsId);
    ranges[userId] = range;
    versions.set(userId, (versions.get(userId) ?? 0) + 1);
  };
  return { lookups, marks, deliver, advance: (ms: number) => (clock += ms) };
}

describe('posted marks on shared answers', () => {
  it('hand a client with nothing posted the shared answer itself, without looking its cards up', async () => {
    const { lookups, marks } = marksFor({ 1: null }, [20]);
    const shared = answer();
    expect(await marks.shared(1, shared)).toBe(shared);
    expect(await marks.shared(1, answer())).toEqual(answer());
    expect(lookups.postedRange).toHaveBeenCalledTimes(1);
    expect(lookups.postedAmong).not.toHaveBeenCalled();
  });

  it('look up only the cards within the span posted for the client and mark those that went out', async () => {
    const { lookups, marks } = marksFor({ 2: { first: 15, last: 30 } }, [20]);
    const shared = answer();
    const view = await marks.shared(2, shared);
    expect(view.data.map((item) => item.auto_post)).toEqual([false, true, false, false]);
    expect(shared.data[1]?.auto_post).toBe(false);
    expect(lookups.postedAmong).toHaveBeenCalledWith(2, [20, 30]);
    expect(await marks.shared(2, shared)).toBe(view);
    expect(lookups.postedAmong).toHaveBeenCalledTimes(1);
  });

  it('ask for the span again once a shared answer would have been renewed', async () => {
    const { lookups, marks, advance } = marksFor({ 3: null }, []);
    await marks.shared(3, answer());
    advance(29_999);
    await marks.shared(3, answer());
    advance(1);
    await marks.shared(3, answer());
    expect(lookups.postedRange).toHaveBeenCalledTimes(2);
  });

  it('show a post that went out on the client’s next request, even on an answer already marked for them', async () => {
    const { marks, deliver } = marksFor({ 4: null }, []);
    const shared = answer();
    expect(await marks.shared(4, shared)).toBe(shared);
    deliver(4, 30, { first: 30, last: 30 });
    expect((await marks.shared(4, shared)).data.map((item) => item.auto_post)).toEqual([false, false, true, false]);
    expect(await marks.shared(5, shared)).toBe(shared);
  });
});
