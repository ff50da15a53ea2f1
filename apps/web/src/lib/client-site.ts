import { endpoints } from '@portal/shared';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './api-call.ts';
import { ApiError } from './api-error.ts';
import { showNotice } from './notices.ts';

/**
 * The client's own website as the portal knows it (SPEC.md §7 "Post to client site"): whether it is
 * connected, and the categories fetched from it. My Account changes it; the news detail posts to it.
 */
export const clientSiteKeys = {
  all: ['client-site'] as const,
  connection: (userId: number | undefined) => [...clientSiteKeys.all, 'connection', userId] as const,
  categories: (userId: number | undefined) => [...clientSiteKeys.all, 'categories', userId] as const,
};

/** The connection, or null when the client has not set its Client API (the server answers 404). */
export const useSiteConnection = (userId: number | undefined) =>
  useQuery({
    queryKey: clientSiteKeys.connection(userId),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) =>
            call(endpoints.integrations.siteConnection, { params: { id: userId }, signal, notify: false }).then(
              (answer) => answer.data,
              (error: unknown) => {
                if (error instanceof ApiError && error.status === 404) return null;
                throw error;
              },
            ),
  });

/** The categories last fetched from the client's site and stored by the portal. */
export const useClientCategories = (userId: number | undefined) =>
  useQuery({
    queryKey: clientSiteKeys.categories(userId),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) =>
            call(endpoints.integrations.siteCategories, { params: { id: userId }, signal }).then((answer) => answer.data.data),
  });

/**
 * Asks the portal to fetch the categories from the client's site again. Failures ("API URL is not
 * defined!", "Failed to fetch  Client Categories") reach the user as the global red notice.
 */
export function useRefreshClientCategories(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.integrations.refreshCategories, { body: userId ? { user_id: userId } : {} }),
    onSuccess: (answer) => {
      queryClient.setQueryData(clientSiteKeys.categories(userId), answer.data);
      showNotice(answer.message, { variant: 'success' });
    },
  });
}
