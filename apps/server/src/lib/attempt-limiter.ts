/** One counted window: `key` already carries its limiter's name. */
export type AttemptWindow = { key: string; windowMs: number };

/**
 * Where the counts live. `add` counts one more in each key's window (a new window once the old one
 * ended) and answers the counts after it, atomically per key, so attempts arriving together on any
 * instance are each counted before any is checked.
 */
export type AttemptStore = {
  add(windows: AttemptWindow[]): Promise<number[]>;
  subtract(keys: string[]): Promise<void>;
  remove(key: string): Promise<void>;
  /** The counts of the keys' open windows, counting nothing (0 where none is open). */
  peek(keys: string[]): Promise<number[]>;
};

/** A fixed window of `max` attempts per key, counted in `store`. */
export class AttemptLimiter {
  readonly name: string;
  readonly max: number;
  readonly windowMs: number;
  readonly store: AttemptStore;

  constructor(options: { name: string; max: number; windowMs: number; store: AttemptStore }) {
    this.name = options.name;
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.store = options.store;
  }

  keyOf(key: string) {
    return `${this.name}:${key}`;
  }

  /** Starts the key's window afresh (a successful sign-in clears the account's failures). */
  reset(key: string): Promise<void> {
    return this.store.remove(this.keyOf(key));
  }
}

export type CountedAttempt = { refund(): Promise<void> };

/**
 * Counts one attempt under every key at once and answers it, or answers undefined (and takes the
 * counts back) when any key went past its limit. Counting before the slow check, and refunding a
 * success, keeps guesses sent together from all passing a check none of them was counted against.
 * The limiters share one store.
 */
export async function countAttempt(keys: ReadonlyArray<readonly [AttemptLimiter, string]>): Promise<CountedAttempt | undefined> {
  const [first] = keys;
  if (!first) throw new Error('countAttempt needs a key');
  const store = first[0].store;
  const counted = keys.map(([limiter, key]) => limiter.keyOf(key));
  const counts = await store.add(keys.map(([limiter, key]) => ({ key: limiter.keyOf(key), windowMs: limiter.windowMs })));
  const refund = () => store.subtract(counted);
  if (keys.some(([limiter], index) => (counts[index] ?? 0) > limiter.max)) {
    await refund();
    return undefined;
  }
  return { refund };
}

/**
 * For checks whose failures alone count (a check too cheap to need counting before it, where counting successes
 * would refuse a caller's own requests sent together): whether any key has reached its limit, counting nothing.
 * `countFailure` counts one failure under every key.
 */
export async function limitReached(keys: ReadonlyArray<readonly [AttemptLimiter, string]>): Promise<boolean> {
  const [first] = keys;
  if (!first) throw new Error('limitReached needs a key');
  const counts = await first[0].store.peek(keys.map(([limiter, key]) => limiter.keyOf(key)));
  return keys.some(([limiter], index) => (counts[index] ?? 0) >= limiter.max);
}

export async function countFailure(keys: ReadonlyArray<readonly [AttemptLimiter, string]>): Promise<void> {
  const [first] = keys;
  if (!first) throw new Error('countFailure needs a key');
  await first[0].store.add(keys.map(([limiter, key]) => ({ key: limiter.keyOf(key), windowMs: limiter.windowMs })));
}

/** The counts in this process: for tests of what counts them. */
export function createMemoryAttemptStore(now: () => number = Date.now): AttemptStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  return {
    async add(asked) {
      return asked.map(({ key, windowMs }) => {
        const window = current(key) ?? { count: 0, resetAt: now() + windowMs };
        window.count += 1;
        windows.set(key, window);
        return window.count;
      });
    },
    async subtract(keys) {
      for (const key of keys) {
        const window = current(key);
        if (window && window.count > 0) window.count -= 1;
      }
    },
    async remove(key) {
      windows.delete(key);
    },
    async peek(keys) {
      return keys.map((key) => current(key)?.count ?? 0);
    },
  };
}
