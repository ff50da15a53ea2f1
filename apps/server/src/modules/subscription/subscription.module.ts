import { defineModule } from '../../plugins/feature-modules.ts';
import { createSubscriptionRepository, type SubscriptionRepository } from './subscription.repository.ts';
import { createSubscriptionService, type SubscriptionService } from './subscription.service.ts';

declare module '../../plugins/feature-modules.ts' {
  interface AppPieces {
    /** Plans and subscription rows: where a payment or grant goes, plans for the console. */
    plans: SubscriptionRepository;
    /** Each client's plan in force and queued periods, kept a few seconds. */
    subscriptions: SubscriptionService;
  }
}

/** The subscription timeline (no routes: payments and the console call it). */
export const subscriptionModule = defineModule({
  name: 'subscription',
  needs: ['db', 'announce', 'bus'],
  gives: ['plans', 'subscriptions'],
  build: ({ db, announce, bus }) => {
    const plans = createSubscriptionRepository(db);
    const subscriptions = createSubscriptionService({ repository: plans, announce });
    bus.on((change) => {
      if (change.kind === 'subscription') subscriptions.forgetHere(change.userId);
    });
    bus.onGap(() => subscriptions.forgetHere());
    return { gives: { plans, subscriptions } };
  },
});
