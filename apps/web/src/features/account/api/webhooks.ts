import {
  apiRoutes,
  type MessageResponse,
  type Paged,
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  type Webhook,
  type WebhookDelivery,
  type WebhookValues,
  type WebhookWithSecret,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (id: number, page: number) => ['webhooks', id, 'deliveries', page] as const,
};

export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.all,
    queryFn: ({ signal }) => api<{ data: Webhook[] }>(apiRoutes.webhooks.list, { signal }).then((answer) => answer.data),
  });

/** A page of one hook's delivery log, newest first. */
export const useWebhookDeliveries = (id: number, page: number) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: ({ signal }) =>
      api<Paged<WebhookDelivery>>(apiRoutes.webhooks.deliveries(id), { query: { page, per_page: WEBHOOK_DELIVERIES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

type WithSecret = MessageResponse & { data: WebhookWithSecret };

function useWebhookChange<Variables, Answer>(call: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}

/** Adds (no id) or changes (id) a hook; adding answers the secret, once. */
export const useSaveWebhook = () =>
  useWebhookChange(({ id, form }: { id?: number | undefined; form: WebhookValues }) =>
    id
      ? api<MessageResponse & { data: Webhook }>(apiRoutes.webhooks.item(id), { method: 'PUT', body: form })
      : api<WithSecret>(apiRoutes.webhooks.list, { method: 'POST', body: form }),
  );

export const useDeleteWebhook = () =>
  useWebhookChange((id: number) => api<MessageResponse>(apiRoutes.webhooks.item(id), { method: 'DELETE' }));

export const useResumeWebhook = () =>
  useWebhookChange((id: number) => api<MessageResponse & { data: Webhook }>(apiRoutes.webhooks.resume(id), { method: 'POST' }));

export const useRotateWebhookSecret = () =>
  useWebhookChange((id: number) => api<WithSecret>(apiRoutes.webhooks.rotateSecret(id), { method: 'POST' }));
