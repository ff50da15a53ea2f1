import type { UserProfile } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<{ data: UserProfile }>('auth/v2/profile', { signal, notify: false }).then((answer) => answer.data),
    enabled: Boolean(tokenStorage.get()),
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in user (SPEC.md §3 user object); disabled when no token is stored. */
export const useProfile = () => useQuery(profileQuery());
