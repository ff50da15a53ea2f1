import type { Database } from '../../db/client.ts';
import { clientActions } from '../../db/schema.ts';
import { createActivityTimeline } from './activity-timeline.repository.ts';

export function createActivityRepository(db: Database) {
  return {
    async record(values: typeof clientActions.$inferInsert) {
      await db.insert(clientActions).values(values);
    },

    ...createActivityTimeline(db),
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
