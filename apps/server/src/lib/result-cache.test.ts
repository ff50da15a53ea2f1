import { describe, expect, it, vi } from 'vitest';
import { createResultCache } from './result-cache.ts';

describe('result cache', () => {
  it('shares one load between concurrent and later callers until it expires', async () => {
    let clock = 0;
    const cache = createResultCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(clock) });
    const load = vi.fn(async () => 42);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([42, 42]);
    clock = 999;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('tells onLookup of each key asked for whether it was kept (the metrics’ hit ratio)', async () => {
    const lookups: boolean[] = [];
    const cache = createResultCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(0), onLookup: (hit) => lookups.push(hit) });
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 1);
    await cache.getMany(['a', 'b'], async () => new Map([['b', 2]]));
    expect(lookups).toEqual([false, true, true, false]);
  });

  it('ends an entry at validUntil, forgets everything on clear, and never keeps a failure', async () => {
    let clock = 0;
    const cache = createResultCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(clock) });
    const load = vi.fn(async () => 1);
    await cache.get('a', load, 100);
    clock = 100;
    await cache.get('a', load);
    cache.clear();
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(3);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('b', async () => 2)).toBe(2);
  });

  it('drops the oldest entry when full', async () => {
    const cache = createResultCache<string>({ ttlMs: 1000, maxEntries: 2, now: () => new Date(0) });
    const load = vi.fn(async () => 'x');
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('b', load);
    await cache.get('a', load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('drops the oldest tenth at once when full, keeping the newer entries', async () => {
    const cache = createResultCache<string>({ ttlMs: 1000, maxEntries: 20, now: () => new Date(0) });
    const load = vi.fn(async () => 'x');
    for (let key = 0; key <= 20; key++) await cache.get(String(key), load);
    load.mockClear();
    for (let key = 2; key <= 20; key++) await cache.get(String(key), load);
    expect(load).not.toHaveBeenCalled();
    await cache.get('1', load);
    await cache.get('0', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps what is used: a full cache drops the entries least recently asked for', async () => {
    const cache = createResultCache<string>({ ttlMs: 1000, maxEntries: 20, now: () => new Date(0) });
    const load = vi.fn(async () => 'x');
    for (let key = 0; key < 20; key++) await cache.get(String(key), load);
    await cache.get('0', load);
    await cache.get('20', load);
    load.mockClear();
    await cache.get('0', load);
    expect(load).not.toHaveBeenCalled();
    await cache.get('1', load);
    await cache.get('2', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads only the keys it does not hold, in one call, and answers in the order asked', async () => {
    const cache = createResultCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(0) });
    const load = vi.fn(async (keys: string[]) => new Map(keys.map((key) => [key, key.toUpperCase()])));
    expect(await cache.getMany(['a', 'b'], load)).toEqual(['A', 'B']);
    expect(await cache.getMany(['c', 'b', 'a'], load)).toEqual(['C', 'B', 'A']);
    expect(load.mock.calls).toEqual([[['a', 'b']], [['c']]]);
  });

  it('leaves out and does not keep what a load did not find, and keeps nothing a clear interrupted', async () => {
    const cache = createResultCache<string>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(0) });
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = vi.fn(async (keys: string[]) => {
      if (keys.includes('slow')) await held;
      return new Map(keys.filter((key) => key !== 'gone').map((key) => [key, `${key} v${load.mock.calls.length}`]));
    });
    expect(await cache.getMany(['a', 'gone'], load)).toEqual(['a v1']);
    expect(await cache.getMany(['gone'], load)).toEqual([]);
    const during = cache.getMany(['slow'], load);
    cache.clear();
    release();
    expect(await during).toEqual(['slow v3']);
    expect(await cache.getMany(['slow', 'a'], load)).toEqual(['slow v4', 'a v4']);
  });

  describe('renewing in the background', () => {
    function renewing() {
      let clock = 0;
      let version = 0;
      const cache = createResultCache<number>({ ttlMs: 1000, maxEntries: 10, now: () => new Date(clock), renewInBackground: true });
      const load = vi.fn(async () => ++version);
      return { cache, load, at: (ms: number) => (clock = ms) };
    }

    it('answers an entry past its time as it is while one load renews it', async () => {
      const { cache, at } = renewing();
      await cache.get('list', async () => 1);
      at(1500);
      let finish: (value: number) => void = () => {};
      const renewal = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
      expect(await cache.get('list', renewal)).toBe(1);
      expect(await cache.get('list', renewal)).toBe(1);
      expect(renewal).toHaveBeenCalledTimes(1);
      finish(2);
      await vi.waitFor(async () => expect(await cache.get('list', renewal)).toBe(2));
      expect(renewal).toHaveBeenCalledTimes(1);
    });

    it('never answers what a clear() dropped, nor an entry past twice its time or its validUntil', async () => {
      const { cache, load, at } = renewing();
      await cache.get('list', load);
      cache.clear();
      at(1500);
      expect(await cache.get('list', load)).toBe(2);
      at(1500 + 2000);
      expect(await cache.get('list', load)).toBe(3);
      await cache.get('embargoed', load, 4000);
      at(4000);
      expect(await cache.get('embargoed', load, 9000)).toBe(5);
    });

    it('drops a renewal that a clear() overtook', async () => {
      const { cache, at } = renewing();
      await cache.get('list', async () => 1);
      at(1500);
      let finish: (value: number) => void = () => {};
      const slow = () => new Promise<number>((resolve) => (finish = resolve));
      expect(await cache.get('list', slow)).toBe(1);
      cache.clear();
      finish(2);
      expect(await cache.get('list', async () => 3)).toBe(3);
    });
  });
});
