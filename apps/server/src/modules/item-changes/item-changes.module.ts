import { startIntervalJob } from '../../lib/interval-job.ts';
import { defineModule } from '../../plugins/feature-modules.ts';
import { createItemChangeDispatcher, type ItemChangeDispatcher } from './item-change-dispatcher.ts';
import { createItemChangesRepository, type LatestChange } from './item-changes.repository.ts';

/** How often every instance looks for embargoes that lifted on their own and writes no poke announced. */
export const ITEM_CHANGES_SWEEP_MS = 5_000;

/** The log's consumers and an item's latest change. */
export type ItemChanges = { dispatcher: ItemChangeDispatcher; latestOf: (newsId: number) => Promise<LatestChange | undefined> };

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** The ordered log of item changes: `dispatcher` takes its consumers, `latestOf` answers an item's latest change. */
    itemChanges: ItemChanges;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** One run of the item-change dispatcher after the one under way: the feeds, webhooks and alerts see what was written. */
    dispatchItemChanges: () => Promise<number>;
  }
}

/** The ordered log of item changes the machine feeds, alerts and pushes read (no routes of its own). */
export const itemChangesModule = defineModule({
  name: 'item-changes',
  needs: ['db', 'now', 'log'],
  gives: ['itemChanges'],
  build: (deps) => {
    const repository = createItemChangesRepository();
    const dispatcher = createItemChangeDispatcher({ ...deps, repository });
    return {
      gives: { itemChanges: { dispatcher, latestOf: (newsId) => repository.latestOf(deps.db, newsId) } },
      decorations: { dispatchItemChanges: dispatcher.dispatchNow },
      routes: async (app) => {
        const sweep = startIntervalJob(async () => void (await dispatcher.poke()), {
          everyMs: ITEM_CHANGES_SWEEP_MS,
          onError: (error) => deps.log.error({ err: error }, 'item change sweep failed'),
        });
        app.addHook('onClose', async () => {
          await sweep.stop();
          await dispatcher.idle();
        });
      },
    };
  },
});
