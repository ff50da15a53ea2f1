import { apiRoutes, type UserProfile } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { tokenStorage } from './token-storage.ts';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => api<{ data: UserProfile }>(apiRoutes.auth.profile, { signal, notify: false }).then((answer) => answer.data),
    enabled: Boolean(tokenStorage.get()),
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in user (SPEC.md §3 user object); disabled when no token is stored. */
export const useProfile = () => useQuery(profileQuery());

/** The first screen of the user's side of the app: the staff console or the client portal. */
export const homePath = (user: Pick<UserProfile, 'role'>) => (user.role === 'staff' ? '/admin/news' : '/news');

/** Where signing in leads: a generated password is changed first. */
export const landingPath = (user: Pick<UserProfile, 'role' | 'new_token'>) => (user.new_token === 0 ? '/change-password' : homePath(user));
