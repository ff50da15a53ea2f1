/**
 * Answers kept for a short while and shared by every caller asking the same thing; concurrent
 * identical requests wait for one database round instead of each making their own. `clear()`
 * after every write; `validUntil` lets an entry end earlier (when an embargo lifts).
 */
export function createResultCache<T>(options: { ttlMs: number; maxEntries: number; now: () => Date }) {
  const entries = new Map<string, { value: Promise<T>; expiresAt: number }>();

  function evictOldest() {
    const oldest = entries.keys().next();
    if (!oldest.done) entries.delete(oldest.value);
  }

  return {
    get(key: string, load: () => Promise<T>, validUntil = Number.POSITIVE_INFINITY): Promise<T> {
      const now = options.now().getTime();
      const found = entries.get(key);
      if (found && found.expiresAt > now) return found.value;
      if (entries.size >= options.maxEntries) evictOldest();
      const value = load();
      entries.set(key, { value, expiresAt: Math.min(now + options.ttlMs, validUntil) });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
export type ResultCache<T> = ReturnType<typeof createResultCache<T>>;
