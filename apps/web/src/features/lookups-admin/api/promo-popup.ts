import { apiRoutes, type MessageResponse, type PromoPopup, type PromoPopupFields } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { lookupsAdminKeys } from './lookups-admin-keys.ts';

/** The promo popup's texts as staff saved them (null where never saved). */
export const usePromoPopup = () =>
  useQuery({
    queryKey: lookupsAdminKeys.promo,
    queryFn: ({ signal }) => api<{ data: PromoPopup }>(apiRoutes.lookups.promoPopup, { signal }).then((answer) => answer.data),
  });

export function useSavePromoPopup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PromoPopupFields) => api<MessageResponse>(apiRoutes.lookups.promoPopup, { method: 'PUT', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lookupsAdminKeys.promo }),
  });
}
