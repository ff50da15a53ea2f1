import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** The offer's texts as the agency's staff wrote them (null where they wrote none); a failure leaves the app's own texts. */
export const usePromoPopup = (enabled: boolean) =>
  useQuery({
    queryKey: ['promo-popup'],
    queryFn: ({ signal }) => call(endpoints.lookupsAdmin.promoPopup, { signal, notify: false }).then((answer) => answer.data),
    enabled,
    retry: false,
  });
