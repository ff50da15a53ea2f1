import { endpoints } from '@portal/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { rememberWhetherSettled } from '../early/settled-session.ts';
import { call } from './api-call.ts';
import { landingPath } from './home-path.ts';
import { queryClient } from './query-client.ts';
import { tokenStorage } from './token-storage.ts';

export const profileQuery = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => call(endpoints.auth.profile, { signal, notify: false }).then((answer) => answer.data),
    enabled: Boolean(tokenStorage.get()),
    staleTime: 60_000,
    retry: false,
  });

/** The signed-in user (SPEC.md §3 user object); disabled when no token is stored. */
export const useProfile = () => useQuery(profileQuery());

/** Starts the session of a new token: what the previous user left in the cache is forgotten; answers the user's profile. */
export async function startSession(token: string) {
  queryClient.clear();
  tokenStorage.set(token);
  const user = await queryClient.fetchQuery(profileQuery());
  rememberWhetherSettled(token, user);
  return user;
}

/** Where a stored session leads from the guest screens, or nothing when its token no longer answers. */
export async function signedInLanding(): Promise<string | null> {
  try {
    return landingPath(await queryClient.fetchQuery(profileQuery()));
  } catch {
    return null;
  }
}
