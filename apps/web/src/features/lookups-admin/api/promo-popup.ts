import { endpoints, type PromoPopupFields } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { lookupsAdminKeys } from './lookups-admin-keys.ts';

/** The promo popup's texts as staff saved them (null where never saved). */
export const usePromoPopup = () =>
  useQuery({
    queryKey: lookupsAdminKeys.promo,
    queryFn: ({ signal }) => call(endpoints.lookupsAdmin.promoPopup, { signal }).then((answer) => answer.data),
  });

export function useSavePromoPopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoPopupFields) => call(endpoints.lookupsAdmin.savePromoPopup, { body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupsAdminKeys.promo }),
  });
}
