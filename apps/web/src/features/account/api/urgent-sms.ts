import { apiRoutes, type UrgentSmsSetting } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

const urgentSmsKeys = { all: ['urgent-sms'] as const };

/** Whether the signed-in person gets an SMS for urgent news, and the number it goes to. */
export const useUrgentSms = () =>
  useQuery({
    queryKey: urgentSmsKeys.all,
    queryFn: ({ signal }) => api<{ data: UrgentSmsSetting }>(apiRoutes.urgentSms, { signal }).then((answer) => answer.data),
  });

/** Opts in or out; the server refuses an opt-in without a mobile number (422, shown by the card). */
export function useChooseUrgentSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api<{ message: string }>(apiRoutes.urgentSms, { method: 'PUT', body: { enabled }, notify: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: urgentSmsKeys.all }),
  });
}
