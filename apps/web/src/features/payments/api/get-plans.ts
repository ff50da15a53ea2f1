import type { SubscriptionPlan } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** The plans on offer, in the server's order; the free trial among them (SPEC.md §2 Subscription plans). */
export const usePlans = () =>
  useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) =>
      api<{ data: SubscriptionPlan[] }>('auth/v2/client/subscription/plans', { signal }).then((answer) => answer.data),
  });
