/**
 * Sessions looked up in the last few seconds, keyed by the SHA-256 of their token, so most signed-in
 * requests cost no query. A revoked session is forgotten here at once and, through the change bus, on
 * every other instance within milliseconds (use-cases/sessions.ts). Ages are measured
 * on a monotonic clock; lifetimes are checked by the caller against `now` on every hit.
 */
export function createSessionCache<Found extends { user: { id: number; houseId: number } }>(options: {
  ttlMs: number;
  clock?: () => number;
}) {
  const clock = options.clock ?? (() => performance.now());
  const entries = new Map<string, { found: Found; storedAt: number }>();
  let generation = 0;
  let sweptAt = clock();

  function sweep(at: number) {
    if (at - sweptAt < options.ttlMs) return;
    sweptAt = at;
    for (const [tokenHash, entry] of entries) if (at - entry.storedAt >= options.ttlMs) entries.delete(tokenHash);
  }

  return {
    get(tokenHash: string): Found | undefined {
      const entry = entries.get(tokenHash);
      if (entry && clock() - entry.storedAt < options.ttlMs) return entry.found;
      return undefined;
    },
    /** Taken before a lookup and handed to `set`, which drops the lookup if anything was forgotten meanwhile. */
    generation: () => generation,
    set(tokenHash: string, found: Found, lookedUpIn: number) {
      if (lookedUpIn !== generation) return;
      const at = clock();
      sweep(at);
      entries.set(tokenHash, { found, storedAt: at });
    },
    forget(tokenHash: string) {
      generation += 1;
      entries.delete(tokenHash);
    },
    forgetAll() {
      generation += 1;
      entries.clear();
    },
    /** Forgets a user's sessions and, when the user is a media house, its members'. */
    forgetUser(userId: number) {
      generation += 1;
      for (const [tokenHash, entry] of entries) {
        if (entry.found.user.id === userId || entry.found.user.houseId === userId) entries.delete(tokenHash);
      }
    },
  };
}
