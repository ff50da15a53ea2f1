import { endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

const urgentSmsKeys = { all: ['urgent-sms'] as const };

/** Whether the signed-in person gets an SMS for urgent news, and the number it goes to. */
export const useUrgentSms = () =>
  useQuery({
    queryKey: urgentSmsKeys.all,
    queryFn: ({ signal }) => call(endpoints.urgentSms.setting, { signal }).then((answer) => answer.data),
  });

/** Opts in or out; the server refuses an opt-in without a mobile number (422, shown by the card). */
export function useChooseUrgentSms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => call(endpoints.urgentSms.choose, { body: { enabled }, notify: false }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: urgentSmsKeys.all }),
  });
}
