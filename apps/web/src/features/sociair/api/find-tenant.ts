import { endpoints, type SociairConnectForm } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { sociairKeys } from './sociair-keys.ts';

/** Connect step: links the account the service knows by this username or mobile number. */
export function useFindTenant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SociairConnectForm) => call(endpoints.sociair.findTenant, { body: form, notify: false }),
    onSuccess: (answer) => queryClient.setQueryData(sociairKeys.account, answer.data),
  });
}
