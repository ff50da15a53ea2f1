import { endpoints, SUBSCRIPTION_HISTORY_PAGE_SIZE } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { paymentKeys } from './payment-keys.ts';

/** One page of Transactions History, newest first; the previous page stays on screen while the next one loads. */
export const useSubscriptionHistory = (page: number) =>
  useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: ({ signal }) => call(endpoints.payments.history, { signal, query: { page, rowsPerPage: SUBSCRIPTION_HISTORY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
