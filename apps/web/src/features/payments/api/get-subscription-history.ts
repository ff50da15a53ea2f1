import { apiRoutes, type Paged, SUBSCRIPTION_HISTORY_PAGE_SIZE, type SubscriptionHistoryRow } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** One page of Transactions History, newest first; the previous page stays on screen while the next one loads. */
export const useSubscriptionHistory = (page: number) =>
  useQuery({
    queryKey: paymentKeys.history(page),
    queryFn: ({ signal }) =>
      api<Paged<SubscriptionHistoryRow>>(apiRoutes.subscription.history, {
        signal,
        query: { page, rowsPerPage: SUBSCRIPTION_HISTORY_PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
