import { type CreateApiKeyRequest, endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const feedAccessKeys = {
  apiKeys: ['account', 'api-keys'] as const,
  feedToken: ['account', 'feed-token'] as const,
};

export const useApiKeys = () =>
  useQuery({
    queryKey: feedAccessKeys.apiKeys,
    queryFn: async () => (await call(endpoints.feed.apiKeys)).data,
  });

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateApiKeyRequest) => call(endpoints.feed.createApiKey, { body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedAccessKeys.apiKeys }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.feed.revokeApiKey, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedAccessKeys.apiKeys }),
  });
}

export const useFeedToken = () =>
  useQuery({
    queryKey: feedAccessKeys.feedToken,
    queryFn: async () => (await call(endpoints.feed.feedToken)).data,
  });

export function useRotateFeedToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.feed.rotateFeedToken),
    onSuccess: (answer) => queryClient.setQueryData(feedAccessKeys.feedToken, answer.data),
  });
}
