import type { Invoice } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './payment-keys.ts';

/** A paid transaction's invoice, which never changes; the screens say themselves when it is missing, so no global notice. */
export const useInvoice = (sid: number | undefined) =>
  useQuery({
    queryKey: paymentKeys.invoice(sid ?? 0),
    queryFn: ({ signal }) =>
      api<{ data: Invoice }>(`auth/v2/client/subscription/transactions/${sid}`, { signal, notify: false }).then((answer) => answer.data),
    enabled: sid !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });
