import { endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { activityKeys } from './record-engagement.ts';

export const deliveryKeys = { of: (newsId: number) => ['site-deliveries', newsId] as const };

/** Every attempt to post the item to the client's site, newest first. */
export const useSiteDeliveries = (newsId: number) =>
  useQuery({
    queryKey: deliveryKeys.of(newsId),
    queryFn: ({ signal }) =>
      call(endpoints.integrations.itemDeliveries, { params: { news_id: newsId }, signal, notify: false }).then((answer) => answer.data),
  });

/**
 * The portal posts the item to the client's site under one of the site's categories. A refusal
 * ("Error posting to Client Site — " and the site's reason) reaches the user as the red notice; either
 * way the attempt is logged.
 */
export function usePostToSite(newsId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (category: number) => call(endpoints.integrations.postToSite, { body: { news_id: newsId, category } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.of('news') }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: deliveryKeys.of(newsId) }),
  });
}
