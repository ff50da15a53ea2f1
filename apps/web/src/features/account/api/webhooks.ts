import { endpoints, WEBHOOK_DELIVERIES_PAGE_SIZE, type WebhookValues } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: number, page: number) => ['webhooks', id, 'deliveries', page] as const,
};

export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => call(endpoints.webhooks.list, { signal }).then((answer) => answer.data),
  });

/** A page of one hook's delivery log, newest first. */
export const useWebhookDeliveries = (id: number, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      call(endpoints.webhooks.deliveries, { params: { id }, query: { page, per_page: WEBHOOK_DELIVERIES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

function useWebhookChange<Variables, Answer>(change: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** Adds (no id) or changes (id) a hook; adding answers the secret, once. */
export const useSaveWebhook = () =>
  useWebhookChange(({ id, form }: { id?: number | undefined; form: WebhookValues }) =>
    id ? call(endpoints.webhooks.update, { params: { id }, body: form }) : call(endpoints.webhooks.create, { body: form }),
  );

export const useDeleteWebhook = () => useWebhookChange((id: number) => call(endpoints.webhooks.remove, { params: { id } }));

export const useResumeWebhook = () => useWebhookChange((id: number) => call(endpoints.webhooks.resume, { params: { id } }));

export const useRotateWebhookSecret = () => useWebhookChange((id: number) => call(endpoints.webhooks.rotateSecret, { params: { id } }));
