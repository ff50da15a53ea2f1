import {
  type AutoPushRule,
  type AutoPushSettings,
  apiRoutes,
  type ClientApiConfig,
  type MessageResponse,
  type Paged,
  SITE_DELIVERIES_PAGE_SIZE,
  type SiteDelivery,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { accountKeys } from './get-account.ts';

/** Pushes to the client's own site (docs/SITE-PUSH.md): auto-push rules, the delivery log, the signing secret. */
export const sitePushKeys = {
  all: ['site-push'] as const,
  autoPush: ['site-push', 'auto-push'] as const,
  deliveries: ['site-push', 'deliveries'] as const,
  deliveriesPage: (page: number) => ['site-push', 'deliveries', page] as const,
};

/** Which agency categories go to the site, and under which of the site's categories. */
export const useAutoPush = () =>
  useQuery({
    queryKey: sitePushKeys.autoPush,
    queryFn: ({ signal }) => api<{ data: AutoPushSettings }>(apiRoutes.sitePush.autoPush, { signal }).then((answer) => answer.data.rules),
  });

/** Replaces the whole set of rules; field errors (`rules.N.site_category_id`) stay with the form, not the global notice. */
export function useSaveAutoPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AutoPushRule[]) =>
      api<MessageResponse & { data: AutoPushSettings }>(apiRoutes.sitePush.autoPush, { method: 'PUT', body: { rules }, notify: false }),
    onSuccess: (answer) => queryClient.setQueryData(sitePushKeys.autoPush, answer.data.rules),
  });
}

/** A page of every push to the client's site, newest first. */
export const useSiteDeliveries = (page: number) =>
  useQuery({
    queryKey: sitePushKeys.deliveriesPage(page),
    queryFn: ({ signal }) =>
      api<Paged<SiteDelivery>>(apiRoutes.sitePush.deliveries, { query: { page, per_page: SITE_DELIVERIES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Pushes the item of a failed attempt again. The site's refusal (502, with its status and message) and
 * "nothing to retry" (422) reach the user as the red notice; either way the log is read again.
 */
export function useRetrySiteDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MessageResponse & { data: SiteDelivery }>(apiRoutes.sitePush.retry(id), { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitePushKeys.deliveries }),
  });
}

/** Makes a new signing secret for the Client API; the old one stops working at once. */
export function useRotateSigningSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientApiId: number) =>
      api<MessageResponse & { data: ClientApiConfig }>(apiRoutes.sitePush.rotateSecret(clientApiId), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
