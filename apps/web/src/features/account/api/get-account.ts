import { type Account, apiRoutes } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const accountKeys = { all: ['account'] as const };

/** The signed-in client's account: profile, plan and the three integrations (SPEC.md §3 Account). */
export const useAccount = () =>
  useQuery({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => api<{ data: Account }>(apiRoutes.account.detail, { signal }).then((answer) => answer.data),
  });
