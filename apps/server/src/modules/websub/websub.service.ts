import { createDeliver, createFanOut } from './use-cases/distribute.ts';
import { createRequestSubscription } from './use-cases/request-subscription.ts';
import { type PendingRequest, type VerifyJob, WEBSUB_VERIFY_QUEUE, type WebsubDeps } from './use-cases/shared.ts';
import { createVerifyIntent } from './use-cases/verify-intent.ts';

export { WEBSUB_DELIVERY_QUEUE, WEBSUB_VERIFY_QUEUE } from './use-cases/shared.ts';

/**
 * The WebSub hub of the RSS and Atom feeds (W3C WebSub): subscription requests (a job verifies each), the fan-out of
 * item changes to the subscriptions whose feed they touch, the signed content distribution, and the end of leases.
 * Each use case is a file of use-cases/.
 */
export function createWebsubService(deps: WebsubDeps) {
  return {
    request: createRequestSubscription(deps),
    verify: createVerifyIntent(deps),
    fanOut: createFanOut(deps),
    deliver: createDeliver(deps),
    /**
     * Ends every subscription whose lease ran out or whose feed token was rotated, and queues the denial that tells
     * each of the latter's subscribers (a lease's end they know of); answers how many ended.
     */
    async endLapsed(): Promise<number> {
      const { ended, rotated } = await deps.repository.endLapsed(deps.now());
      const denials = rotated.map(({ sealedTopic, callback }): PendingRequest => {
        return { mode: 'denied', topic: deps.box.open(sealedTopic), callback, leaseSeconds: 0 };
      });
      await deps.jobs.enqueue<VerifyJob>(
        WEBSUB_VERIFY_QUEUE,
        denials.map((denial) => ({ data: { sealed: deps.box.seal(JSON.stringify(denial)) } })),
      );
      return ended;
    },
  };
}
export type WebsubService = ReturnType<typeof createWebsubService>;
