import { type ApiKey, apiRoutes, type CreateApiKeyRequest, type CreatedApiKey, type FeedToken, type MessageResponse } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const feedAccessKeys = {
  apiKeys: ['account', 'api-keys'] as const,
  feedToken: ['account', 'feed-token'] as const,
};

export const useApiKeys = () =>
  useQuery({
    queryKey: feedAccessKeys.apiKeys,
    queryFn: async () => (await api<{ data: ApiKey[] }>(apiRoutes.feed.apiKeys)).data,
  });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) =>
      api<{ message: string; data: CreatedApiKey }>(apiRoutes.feed.apiKeys, { method: 'POST', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedAccessKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MessageResponse>(apiRoutes.feed.apiKey(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedAccessKeys.apiKeys }),
  });
}

export const useFeedToken = () =>
  useQuery({
    queryKey: feedAccessKeys.feedToken,
    queryFn: async () => (await api<{ data: FeedToken }>(apiRoutes.feed.token)).data,
  });

export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string; data: FeedToken }>(apiRoutes.feed.rotateToken, { method: 'POST' }),
    onSuccess: (answer) => queryClient.setQueryData(feedAccessKeys.feedToken, answer.data),
  });
}
