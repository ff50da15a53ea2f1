import { afterEach, describe, expect, it, vi } from 'vitest';
import { CountPerCallStore } from './rate-limit-store.ts';

const MINUTE = 60_000;

/** A call counted as @fastify/rate-limit counts it: the store's answer is read once the promise settles. */
const count = (store: CountPerCallStore, key: string, max = 2) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error || !result ? reject(error) : resolve(result)), MINUTE, max),
  ).then(({ current }) => current);

describe('the in-memory rate limit store', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('answers each of calls counted together with its own count, so only those past the limit are refused', async () => {
    const store = new CountPerCallStore({});
    expect(await Promise.all([count(store, 'a'), count(store, 'a'), count(store, 'a')])).toEqual([1, 2, 3]);
    expect(await Promise.all([count(store, 'b'), count(store, 'b')])).toEqual([1, 2]);
  });

  it("gives a route's own limit a count of its own, with the same answers", async () => {
    const store = new CountPerCallStore({});
    await count(store, 'a');
    const route = store.child({});
    expect(await Promise.all([count(route, 'a'), count(route, 'a')])).toEqual([1, 2]);
  });

  it('starts the count again once the window is over', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const store = new CountPerCallStore({});
    expect(await Promise.all([count(store, 'a'), count(store, 'a'), count(store, 'a')])).toEqual([1, 2, 3]);
    vi.advanceTimersByTime(MINUTE - 1);
    expect(await count(store, 'a')).toBe(4);
    vi.advanceTimersByTime(1);
    expect(await count(store, 'a')).toBe(1);
  });
});
