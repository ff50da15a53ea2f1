import { type CheckoutQuote, endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { paymentKeys } from './payment-keys.ts';

/**
 * What the checkout's choice costs and grants now: whether it starts now or queues after the current
 * plan, and the unused value of the plan an upgrade replaces. Asked once both screens and months are chosen.
 */
export const useCheckoutQuote = (planId: number, screen: number, month: number) =>
  useQuery<CheckoutQuote>({
    queryKey: paymentKeys.quote(planId, screen, month),
    queryFn: ({ signal }) =>
      call(endpoints.payments.quote, { signal, notify: false, query: { id: planId, screen, month } }).then((answer) => answer.data),
    enabled: screen > 0 && month > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
