import type { Database } from '../../db/client.ts';
import type { Change } from '../../lib/change-bus.ts';
import { createResultCache } from '../../lib/result-cache.ts';

const DAY_MS = 86_400_000;

/**
 * List answers shared by all clients for 30 s (every open portal polls page 1), and the cards those
 * lists are made of, by id, so a page no one asked for yet builds only the cards no other page
 * showed. An entry never outlives the next embargo lift, since that item must appear on time, nor the
 * UTC day, since media links are signed per day. A write in one transaction calls `announceIn(tx)`
 * inside it (the change bus sends it at commit) and `forgetHere` once it committed; other writes call
 * `clear` once they committed. The change bus (lib/change-bus.ts) has every instance call `forgetHere`; `onForget` hears of each (the live feed looks for news gone out).
 * An answer asked for after its 30 s, which no write
 * has cleared, is answered as it is while one load renews it, so a popular list never makes its
 * callers wait for its renewal (nor for the ~150 ms of reading news_counts at 1 M items).
 */
export function createContentCache(deps: {
  now: () => Date;
  nextEmbargoLift: (now: Date) => Promise<Date | undefined>;
  announce: (change: Change, executor?: Database) => Promise<void>;
  onForget?: () => void;
  /** Hears each lookup, hit or miss (metrics). */
  onLookup?: (hit: boolean) => void;
}) {
  const { onLookup } = deps;
  const answers = createResultCache<unknown>({
    ttlMs: 30_000,
    maxEntries: 1000,
    now: deps.now,
    renewInBackground: true,
    ...(onLookup ? { onLookup } : {}),
  });
  const items = createResultCache<unknown>({ ttlMs: 30_000, maxEntries: 20_000, now: deps.now, ...(onLookup ? { onLookup } : {}) });
  let embargoLift: Promise<number> | undefined;

  function forgetAll() {
    answers.clear();
    items.clear();
    embargoLift = undefined;
  }

  function forgetHere() {
    forgetAll();
    deps.onForget?.();
  }

  async function nextLift(now: number): Promise<number> {
    embargoLift ??= deps.nextEmbargoLift(new Date(now)).then((lift) => lift?.getTime() ?? Number.POSITIVE_INFINITY);
    const lift = await embargoLift;
    if (lift > now) return lift;
    forgetAll();
    return nextLift(now);
  }

  /** The day entries are kept under, and until when they may be. */
  async function validity(): Promise<{ day: number; validUntil: number }> {
    const now = deps.now().getTime();
    const day = Math.floor(now / DAY_MS);
    return { day, validUntil: Math.min(await nextLift(now), (day + 1) * DAY_MS) };
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const { day, validUntil } = await validity();
      return answers.get(`${day}:${key}`, load, validUntil) as Promise<T>;
    },
    /** Items of `kind` in the order of `ids`, `load` building those not kept; an id it does not answer is left out. */
    async many<T extends { id: number }>(kind: string, ids: readonly number[], load: (ids: number[]) => Promise<T[]>): Promise<T[]> {
      const { day, validUntil } = await validity();
      const keyOf = (id: number) => `${day}:${kind}:${id}`;
      const idOf = new Map(ids.map((id) => [keyOf(id), id]));
      const loadMissing = async (keys: string[]) => {
        const loaded = await load(keys.map((key) => idOf.get(key) as number));
        return new Map<string, unknown>(loaded.map((item) => [keyOf(item.id), item]));
      };
      return items.getMany([...idOf.keys()], loadMissing, validUntil) as Promise<T[]>;
    },
    announceIn(tx: Database): Promise<void> {
      return deps.announce({ kind: 'content' }, tx);
    },
    async clear(): Promise<void> {
      forgetHere();
      await deps.announce({ kind: 'content' });
    },
    forgetHere,
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;
