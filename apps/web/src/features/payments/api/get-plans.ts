import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * The plans on offer, in the server's order (SPEC.md §2 Subscription plans); the free trial among
 * them only while the client may still start it.
 */
export const usePlans = () =>
  useQuery({
    queryKey: paymentKeys.plans,
    queryFn: ({ signal }) =>
      // Every plan fits the first page of the generic list (60 rows).
      call(endpoints.payments.plans, { signal }).then((answer) => answer.data.filter((plan) => answer.trial_available || !plan.is_trial)),
  });
