import { endpoints, type GrantSubscriptionRequest } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** The staff actions on one client, each a POST under v1/clients/{id}, by the name the page gives it. */
const ACTIONS = {
  verify: endpoints.clientsAdmin.verify,
  suspend: endpoints.clientsAdmin.suspend,
  reactivate: endpoints.clientsAdmin.reactivate,
  'radio/verify': endpoints.clientsAdmin.verifyRadio,
  'password-mail': endpoints.clientsAdmin.passwordMail,
};
export type ClientAction = keyof typeof ACTIONS;
type AnyAction = ContractOf<(typeof ACTIONS)[ClientAction]>;

/** Runs an action; a refusal is announced globally, the client's list and page are fetched again. */
export function useClientAction(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ClientAction) => call<AnyAction>(ACTIONS[action], { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}

/** Grants or extends a subscription by hand; the form shows the refusals itself. */
export function useGrantSubscription(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrantSubscriptionRequest) => call(endpoints.clientsAdmin.grantSubscription, { params: { id }, body, notify: false }),
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
      call<AnyAction>(ACTIONS[action], { params: { id: memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}

/** Removes a client's (or member's) second factors when they lost every one; logged, and their sessions end. */
export function useResetSecondFactors(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.auth.resetClientSecondFactors, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientsAdminKeys.all }),
  });
}
