import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { startIntervalJob } from '../../lib/interval-job.ts';
import type { FeatureModule } from '../../plugins/feature-modules.ts';
import { createItemChangeDispatcher } from './item-change-dispatcher.ts';
import { createItemChangesRepository } from './item-changes.repository.ts';

/** How often every instance looks for embargoes that lifted on their own and writes no poke announced. */
export const ITEM_CHANGES_SWEEP_MS = 5_000;

/**
 * The ordered log of item changes the machine feeds, alerts and pushes read (no routes of its own): `dispatcher`
 * takes their consumers, `latestOf` answers an item's latest change.
 */
export function itemChangesModule(deps: { db: Database; now: () => Date; log: FastifyBaseLogger; sweepMs?: number }) {
  const repository = createItemChangesRepository();
  const dispatcher = createItemChangeDispatcher({ ...deps, repository });
  const latestOf = (newsId: number) => repository.latestOf(deps.db, newsId);
  const routes: FeatureModule['routes'] = async (app) => {
    const sweep = startIntervalJob(async () => void (await dispatcher.poke()), {
      everyMs: deps.sweepMs ?? ITEM_CHANGES_SWEEP_MS,
      onError: (error) => deps.log.error({ err: error }, 'item change sweep failed'),
    });
    app.addHook('onClose', async () => {
      await sweep.stop();
      await dispatcher.idle();
    });
  };
  return { name: 'item-changes', routes, dispatcher, latestOf };
}
