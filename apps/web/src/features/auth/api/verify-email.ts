import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

type VerifyParams = { userId: string; slug: string; expires: string };

/**
 * Verifies the address once: a query (not a mutation) so a remount shares the first answer
 * instead of spending the single-use link twice.
 */
export function useVerifyEmail({ userId, slug, expires }: VerifyParams) {
  return useQuery({
    queryKey: ['verify-email', userId, slug, expires],
    queryFn: () => call(endpoints.auth.verifyEmail, { params: { user_id: userId, slug, expires } }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
