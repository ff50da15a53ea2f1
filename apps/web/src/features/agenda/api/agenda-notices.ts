import { endpoints } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { agendaKeys } from './agenda-keys.ts';

const EVERY_MINUTE = 60_000;

/** The person's agenda notices (what changed of the events they watch) and the unread count, asked every minute. */
export const useAgendaNotices = (enabled: boolean) =>
  useQuery({
    queryKey: agendaKeys.notices,
    queryFn: ({ signal }) => call(endpoints.agendaReading.notices, { signal, notify: false }),
    refetchInterval: EVERY_MINUTE,
    enabled,
  });

/** Marks the given notices read, or all of them. */
export function useReadAgendaNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => call(endpoints.agendaReading.readNotices, { body: ids ? { ids } : {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: agendaKeys.notices }),
  });
}
