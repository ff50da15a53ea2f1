import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The plans staff can grant: every active plan but the free trial, in the agency's order. */
export const useGrantablePlans = () =>
  useQuery({
    queryKey: ['subscription-plans', 'grantable'],
    queryFn: ({ signal }) =>
      call(endpoints.payments.plans, { signal, query: { rowsPerPage: 100 } }).then((answer) =>
        answer.data.filter((plan) => !plan.is_trial),
      ),
    staleTime: 60_000,
  });
