import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { sociairKeys } from './sociair-keys.ts';

/** The connected account, its social profiles and categories, and the latest auto-posts; the screen shows a failure itself. */
export const useSociairProfile = () =>
  useQuery({
    queryKey: sociairKeys.profile,
    queryFn: ({ signal }) => call(endpoints.sociair.profile, { signal, notify: false }).then((answer) => answer.data),
  });
