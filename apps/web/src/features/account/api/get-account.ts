import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const accountKeys = { all: ['account'] as const };

/** The signed-in client's account: profile, plan and the three integrations (SPEC.md §3 Account). */
export const useAccount = () =>
  useQuery({
    queryKey: accountKeys.all,
    queryFn: ({ signal }) => call(endpoints.account.detail, { signal }).then((answer) => answer.data),
  });
