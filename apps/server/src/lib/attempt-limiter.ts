/** A fixed-window counter per key, in memory: enough for one process; swap for Redis when there are several. */
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly max: number;
  private readonly windowMs: number;
  private readonly now: () => number;

  constructor(options: { max: number; windowMs: number; now?: () => number }) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.now = options.now ?? Date.now;
  }

  isBlocked(key: string): boolean {
    const window = this.current(key);
    return window !== undefined && window.count >= this.max;
  }

  hit(key: string): void {
    const window = this.current(key);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: this.now() + this.windowMs });
    if (this.windows.size > 10_000) this.prune();
  }

  /** Takes back one counted attempt, e.g. when it turned out to be a success. */
  refund(key: string): void {
    const window = this.current(key);
    if (window && window.count > 0) window.count -= 1;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  private prune() {
    const now = this.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

export type CountedAttempt = { refund(): void };

/**
 * Counts one attempt under every key at once, or none and answers undefined when any is at its limit.
 * Counting before the slow check (and refunding a success) keeps concurrent guesses from all passing
 * a check none of them has been counted against yet.
 */
export function countAttempt(keys: ReadonlyArray<readonly [AttemptLimiter, string]>): CountedAttempt | undefined {
  if (keys.some(([limiter, key]) => limiter.isBlocked(key))) return undefined;
  for (const [limiter, key] of keys) limiter.hit(key);
  return {
    refund() {
      for (const [limiter, key] of keys) limiter.refund(key);
    },
  };
}
