import { endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { showNotice } from '../../../lib/notices.ts';
import { agendaKeys } from './agenda-keys.ts';

/** The person's secret calendar address ({ url, webcal }), asked when the subscription dialog opens. */
export const useCalendarAddress = (enabled: boolean) =>
  useQuery({
    queryKey: agendaKeys.calendar,
    queryFn: ({ signal }) => call(endpoints.agendaReading.calendarAddress, { signal }).then((answer) => answer.data),
    enabled,
  });

/** Makes a new secret address: the old one stops working. */
export function useRotateCalendarAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(endpoints.agendaReading.rotateCalendarAddress),
    onSuccess: (answer) => {
      queryClient.setQueryData(agendaKeys.calendar, answer.data);
      showNotice(answer.message, { variant: 'success' });
    },
  });
}
