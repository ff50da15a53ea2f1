import { createResultCache } from '../../lib/result-cache.ts';

const DAY_MS = 86_400_000;

/**
 * List answers shared by all clients for 30 s (every open portal polls page 1). An entry never
 * outlives the next embargo lift, since that item must appear on time, nor the UTC day, since
 * media links are signed per day; every write through the content services clears it, and `onClear`
 * hears of each such write.
 */
export function createContentCache(deps: {
  now: () => Date;
  nextEmbargoLift: (now: Date) => Promise<Date | undefined>;
  onClear?: () => void;
}) {
  const answers = createResultCache<unknown>({ ttlMs: 30_000, maxEntries: 1000, now: deps.now });
  let embargoLift: Promise<number> | undefined;

  async function nextLift(now: number): Promise<number> {
    embargoLift ??= deps.nextEmbargoLift(new Date(now)).then((lift) => lift?.getTime() ?? Number.POSITIVE_INFINITY);
    const lift = await embargoLift;
    if (lift > now) return lift;
    answers.clear();
    embargoLift = undefined;
    return nextLift(now);
  }

  return {
    async get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = deps.now().getTime();
      const day = Math.floor(now / DAY_MS);
      const validUntil = Math.min(await nextLift(now), (day + 1) * DAY_MS);
      return answers.get(`${day}:${key}`, load, validUntil) as Promise<T>;
    },
    clear() {
      answers.clear();
      embargoLift = undefined;
      deps.onClear?.();
    },
  };
}
export type ContentCache = ReturnType<typeof createContentCache>;
