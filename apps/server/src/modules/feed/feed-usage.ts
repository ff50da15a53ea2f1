import { nepalDay } from '../../lib/nepal-dates.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

/**
 * Feed API calls per client and Nepal day, for the agency's analytics. Counted in memory and written
 * in one statement every few seconds and when the app closes, so a call costs no write of its own; a
 * crash loses at most the last few seconds' counts.
 */
export function createFeedUsage(deps: { repository: Pick<ApiKeysRepository, 'addUsage'>; now: () => Date }) {
  let pending = new Map<string, { userId: number; day: string; calls: number }>();

  return {
    count(userId: number) {
      const day = nepalDay(deps.now());
      const key = `${userId}:${day}`;
      const entry = pending.get(key);
      if (entry) entry.calls += 1;
      else pending.set(key, { userId, day, calls: 1 });
    },

    async flush() {
      if (pending.size === 0) return;
      const counts = [...pending.values()];
      pending = new Map();
      try {
        await deps.repository.addUsage(counts);
      } catch (error) {
        // Kept for the next flush rather than lost.
        for (const count of counts) {
          const key = `${count.userId}:${count.day}`;
          const entry = pending.get(key);
          if (entry) entry.calls += count.calls;
          else pending.set(key, count);
        }
        throw error;
      }
    },
  };
}
export type FeedUsage = ReturnType<typeof createFeedUsage>;
