import { endpoints } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { paymentKeys } from './payment-keys.ts';

/** A paid transaction's invoice, which never changes; the screens say themselves when it is missing, so no global notice. */
export const useInvoice = (sid: number | undefined) =>
  useQuery({
    queryKey: paymentKeys.invoice(sid ?? 0),
    queryFn:
      sid === undefined
        ? skipToken
        : ({ signal }) => call(endpoints.payments.invoice, { params: { sid }, signal, notify: false }).then((answer) => answer.data),
    staleTime: Number.POSITIVE_INFINITY,
  });
