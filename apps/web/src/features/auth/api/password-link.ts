import { type CreatePasswordRequest, endpoints } from '@portal/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** Checks the create-password link on entry (SPEC.md §2 Create Password). */
export function usePasswordLinkCheck(token: string) {
  return useQuery({
    queryKey: ['password-link', token],
    queryFn: () => call(endpoints.auth.isVerifiedLink, { params: { user: token } }),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useCreatePassword(token: string) {
  return useMutation({
    mutationFn: (body: CreatePasswordRequest) => call(endpoints.auth.createPassword, { params: { user: token }, body, notify: false }),
  });
}
