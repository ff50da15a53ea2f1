import { type AutoPushRule, endpoints, SITE_DELIVERIES_PAGE_SIZE } from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
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
    queryFn: ({ signal }) => call(endpoints.integrations.autoPush, { signal }).then((answer) => answer.data.rules),
  });

/** Replaces the whole set of rules; field errors (`rules.N.site_category_id`) stay with the form, not the global notice. */
export function useSaveAutoPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AutoPushRule[]) => call(endpoints.integrations.saveAutoPush, { body: { rules }, notify: false }),
    onSuccess: (answer) => queryClient.setQueryData(sitePushKeys.autoPush, answer.data.rules),
  });
}

/** A page of every push to the client's site, newest first. */
export const useSiteDeliveries = (page: number) =>
  useQuery({
    queryKey: sitePushKeys.deliveriesPage(page),
    queryFn: ({ signal }) => call(endpoints.integrations.siteDeliveries, { query: { page, per_page: SITE_DELIVERIES_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Pushes the item of a failed attempt again. The site's refusal (502, with its status and message) and
 * "nothing to retry" (422) reach the user as the red notice; either way the log is read again.
 */
export function useRetrySiteDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.integrations.retryDelivery, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitePushKeys.deliveries }),
  });
}

/** Makes a new signing secret for the Client API; the old one stops working at once. */
export function useRotateSigningSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientApiId: number) => call(endpoints.integrations.rotateSecret, { params: { id: clientApiId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.all }),
  });
}
