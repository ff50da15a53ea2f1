import { endpoints, type sociairLoginForm } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { sociairKeys } from './sociair-keys.ts';

/**
 * Login step: connects the linked account. The signed-in user is read again before the promise
 * settles, so the route guards already see the connection; a profile of an earlier connection is dropped.
 */
export function useSociairLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: z.output<typeof sociairLoginForm>) => call(endpoints.sociair.login, { body: form, notify: false }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(sociairKeys.account, answer.data);
      queryClient.removeQueries({ queryKey: sociairKeys.profile });
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
