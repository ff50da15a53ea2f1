import type { Paged, SubscriptionPlan } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The plans on offer, in the server's order; the free trial among them (SPEC.md §2 Subscription plans). */
export const usePlans = () =>
  useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) =>
      // Every plan fits the first page of the generic list (60 rows).
      api<Paged<SubscriptionPlan>>('auth/v2/client/subscription/plan', { signal }).then((answer) => answer.data),
  });
