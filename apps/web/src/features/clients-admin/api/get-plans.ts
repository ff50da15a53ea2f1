import { apiRoutes, type Paged, type SubscriptionPlan } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The plans staff can grant: every active plan but the free trial, in the agency's order. */
export const useGrantablePlans = () =>
  useQuery({
    queryKey: ['subscription-plans', 'grantable'],
    queryFn: ({ signal }) =>
      api<Paged<SubscriptionPlan>>(apiRoutes.subscription.plans, { signal, query: { rowsPerPage: 100 } }).then((answer) =>
        answer.data.filter((plan) => !plan.is_trial),
      ),
    staleTime: 60_000,
  });
