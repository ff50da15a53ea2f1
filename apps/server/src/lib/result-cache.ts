/**
 * Answers kept for a short while and shared by every caller asking the same thing; concurrent
 * identical requests wait for one database round instead of each making their own. `clear()`
 * after every write; `validUntil` lets an entry end earlier (when an embargo lifts). An entry is
 * kept from the moment its load starts, so a `clear()` during the load drops what it brings.
 *
 * With `renewInBackground`, an entry asked for after its `ttlMs` (and before `validUntil`, within a
 * second `ttlMs`) is answered as it is while one load renews it: no caller waits for the renewal of
 * an answer that no write has touched. Only for what a write clears here, or may be a little late
 * when it is written elsewhere (another instance); never for what must end on time.
 */
export function createResultCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now: () => Date;
  renewInBackground?: boolean;
  /** Hears each key asked for: whether it was answered from the cache (metrics). */
  onLookup?: (hit: boolean) => void;
}) {
  type Entry = { value: Promise<T | undefined>; renewAt: number; expiresAt: number; renewing?: boolean };
  const entries = new Map<string, Entry>();

  /** The value kept under `key`, if it may still be answered; the entry then counts as the most recently used. */
  function fresh(key: string, now: number, load: (() => Promise<T>) | undefined, validUntil: number) {
    const found = entries.get(key);
    if (!found || found.expiresAt <= now) return undefined;
    if (found.renewAt <= now) {
      if (!options.renewInBackground || !load) return undefined;
      if (!found.renewing) renew(key, found, load, now, validUntil);
    }
    entries.delete(key);
    entries.set(key, found);
    return found.value;
  }

  /** Loads `key` again while `entry` is still answered; the new value takes its place unless a `clear()` came between. */
  function renew(key: string, entry: Entry, load: () => Promise<T>, now: number, validUntil: number) {
    entry.renewing = true;
    const value = load();
    value.then(
      (found) => {
        if (entries.get(key) === entry && found !== undefined) entries.set(key, { value, ...lifetime(now, validUntil) });
        else entry.renewing = false;
      },
      () => {
        entry.renewing = false;
      },
    );
  }

  const lifetime = (now: number, validUntil: number) => {
    const renewAt = Math.min(now + options.ttlMs, validUntil);
    return { renewAt, expiresAt: options.renewInBackground ? Math.min(now + 2 * options.ttlMs, validUntil) : renewAt };
  };

  /**
   * Drops the least recently used tenth of the entries in one walk (a Map keeps them in the order of
   * their last use). One at a time would walk, on every new entry of a full cache, over the slots a Map
   * keeps for the entries deleted before it until it rehashes.
   */
  function makeRoom() {
    let dropped = 0;
    const toDrop = Math.max(1, Math.ceil(options.maxEntries / 10));
    for (const key of entries.keys()) {
      if (dropped++ >= toDrop) break;
      entries.delete(key);
    }
  }

  /** Keeps `value` under `key` for its lifetime, unless its load fails or finds nothing. */
  function keep(key: string, value: Promise<T | undefined>, now: number, validUntil: number) {
    if (entries.size >= options.maxEntries) makeRoom();
    entries.set(key, { value, ...lifetime(now, validUntil) });
    const forget = () => {
      if (entries.get(key)?.value === value) entries.delete(key);
    };
    value.then((found) => found === undefined && forget(), forget);
  }

  return {
    get(key: string, load: () => Promise<T>, validUntil = Number.POSITIVE_INFINITY): Promise<T> {
      const now = options.now().getTime();
      const found = fresh(key, now, load, validUntil);
      options.onLookup?.(found !== undefined);
      if (found) return found as Promise<T>;
      const value = load();
      keep(key, value, now, validUntil);
      return value;
    },

    /**
     * The values of `keys` in their order, those not kept loaded by one call of `load`, which answers
     * what it found by key; a key it finds nothing for is left out of the answer and not kept.
     */
    async getMany(
      keys: readonly string[],
      load: (missing: string[]) => Promise<Map<string, T>>,
      validUntil = Number.POSITIVE_INFINITY,
    ): Promise<T[]> {
      const now = options.now().getTime();
      const values = new Map<string, Promise<T | undefined>>();
      const missing: string[] = [];
      for (const key of keys) {
        const found = fresh(key, now, undefined, validUntil);
        options.onLookup?.(found !== undefined);
        if (found) values.set(key, found);
        else missing.push(key);
      }
      if (missing.length > 0) {
        const loaded = load(missing);
        for (const key of missing) {
          const value = loaded.then((found) => found.get(key));
          values.set(key, value);
          keep(key, value, now, validUntil);
        }
      }
      const answered: (T | undefined)[] = await Promise.all(keys.map((key) => values.get(key)));
      return answered.filter((value) => value !== undefined);
    },

    clear() {
      entries.clear();
    },
  };
}
export type ResultCache<T> = ReturnType<typeof createResultCache<T>>;
