import { apiRoutes } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

type VerifyParams = { userId: string; slug: string; expires: string };

/**
 * Verifies the address once: a query (not a mutation) so a remount shares the first answer
 * instead of spending the single-use link twice.
 */
export function useVerifyEmail({ userId, slug, expires }: VerifyParams) {
  return useQuery({
    queryKey: ['verify-email', userId, slug, expires],
    queryFn: () => api<{ message: string; data: { user: string } }>(apiRoutes.auth.verifyEmail(userId, slug, expires)),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
