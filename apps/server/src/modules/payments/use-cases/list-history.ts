import type { SubscriptionHistoryQuery } from '@portal/shared';
import type { Authenticated } from '../../auth/auth.service.ts';
import { subscriptionHistory } from '../../subscription/subscription-history.ts';
import type { PaymentsDeps } from '../payments-deps.ts';

/** The client's subscriptions, bought and granted, as the history screen lists them. */
export function listHistory(deps: Pick<PaymentsDeps, 'db'>) {
  return (caller: Authenticated, query: SubscriptionHistoryQuery) => subscriptionHistory(deps.db, caller.user.houseId, query);
}
