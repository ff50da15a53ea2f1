import { type CreateOAuthClientRequest, endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const oauthClientsKey = ['account', 'oauth-clients'] as const;

export const useOAuthClients = () =>
  useQuery({
    queryKey: oauthClientsKey,
    queryFn: async () => (await call(endpoints.oauth.clients)).data,
  });

export function useCreateOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOAuthClientRequest) => call(endpoints.oauth.createClient, { body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsKey }),
  });
}

export function useRotateOAuthSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.oauth.rotateSecret, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsKey }),
  });
}

export function useRevokeOAuthClient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.oauth.revokeClient, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: oauthClientsKey }),
  });
}
