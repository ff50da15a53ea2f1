import type { SociairAccount, SociairConnectForm } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { SOCIAIR_PATH, sociairKeys } from './sociair-keys.ts';

/** Connect step: links the account the service knows by this username or mobile number. */
export function useFindTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SociairConnectForm) =>
      api<{ message: string; data: SociairAccount }>(`${SOCIAIR_PATH}/find-tenant`, { body: form, notify: false }),
    onSuccess: (answer) => queryClient.setQueryData(sociairKeys.account, answer.data),
  });
}
