import { defineModule } from '../../plugins/feature-modules.ts';
import { type ActivityRepository, createActivityRepository } from './activity.repository.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** What clients did with items: views, copies, downloads, posts. */
    activity: ActivityRepository;
  }
}

/** The record of what clients did; the content modules register its routes (engagement.routes.ts) with their own. */
export const activityModule = defineModule({
  name: 'activity',
  needs: ['db'],
  gives: ['activity'],
  build: ({ db }) => ({ gives: { activity: createActivityRepository(db) } }),
});
