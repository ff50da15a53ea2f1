import type { Database } from '../../db/client.ts';
import { clientActions } from '../../db/schema.ts';
import { createActivityTimelineRepository } from './activity-timeline.repository.ts';

export function createActivityRepository(db: Database) {
  return {
    async record(values: typeof clientActions.$inferInsert) {
      await db.insert(clientActions).values(values);
    },

    ...createActivityTimelineRepository(db),
  };
}
export type ActivityRepository = ReturnType<typeof createActivityRepository>;
