import { apiRoutes, type GrantSubscriptionRequest, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** The staff actions on one client, each a POST under v1/clients/{id}. */
export type ClientAction = keyof typeof apiRoutes.clients.actions;

/** Runs an action; a refusal is announced globally, the client's list and page are fetched again. */
export function useClientAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClientAction) => api<MessageResponse>(apiRoutes.clients.actions[action](id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}

/** Grants or extends a subscription by hand; the form shows the refusals itself. */
export function useGrantSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantSubscriptionRequest) =>
      api<MessageResponse>(apiRoutes.clients.subscription(id), { method: 'POST', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}

/** What staff do to one member of a media house: the client's own Suspend and Reactivate, called with the member's id. */
export type MemberAction = Extract<ClientAction, 'suspend' | 'reactivate'>;

/** Suspends (every session of the member ends) or reactivates one member; the house's members are fetched again. */
export function useMemberAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, action }: { memberId: number; action: MemberAction }) =>
      api<MessageResponse>(apiRoutes.clients.actions[action](memberId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}
