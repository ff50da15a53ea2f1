import { apiRoutes, type SociairProfile } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { sociairKeys } from './sociair-keys.ts';

/** The connected account, its social profiles and categories, and the latest auto-posts; the screen shows a failure itself. */
export const useSociairProfile = () =>
  useQuery({
    queryKey: sociairKeys.profile,
    queryFn: ({ signal }) =>
      api<{ data: SociairProfile }>(apiRoutes.sociair.profile, { signal, notify: false }).then((answer) => answer.data),
  });
