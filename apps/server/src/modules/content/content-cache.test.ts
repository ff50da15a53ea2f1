import { describe, expect, it, vi } from 'vitest';
import { createContentCache } from './content-cache.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('content cache', () => {
  it('drops answers when an embargo lifts, even within the 30 s', async () => {
    let clock = at('2026-11-22T10:00:00Z');
    const lift = new Date(clock + 5_000);
    const nextEmbargoLift = vi.fn(async (now: Date) => (now < lift ? lift : undefined));
    const cache = createContentCache({ now: () => new Date(clock), nextEmbargoLift, announce: async () => undefined });
    const load = vi.fn(async () => 'page');
    await cache.get('news', load);
    clock += 4_000;
    await cache.get('news', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1_000;
    await cache.get('news', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('starts afresh each UTC day (media links are signed per day) and after clear()', async () => {
    let clock = at('2026-11-22T23:59:50Z');
    const cache = createContentCache({
      now: () => new Date(clock),
      nextEmbargoLift: async () => undefined,
      announce: async () => undefined,
    });
    const load = vi.fn(async () => 'page');
    await cache.get('news', load);
    clock = at('2026-11-23T00:00:01Z');
    await cache.get('news', load);
    await cache.clear();
    await cache.get('news', load);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
