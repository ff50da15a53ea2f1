import { type ClientEvent, endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { showNotice } from '../../../lib/notices.ts';
import { agendaKeys } from './agenda-keys.ts';

/** Watch the event (coverage null) or one coverage, with a text message too when `sms`; or stop. */
export type WatchChange = { coverageId: number | null; watch: boolean; sms: boolean };

/**
 * Watches or stops watching an event or one of its coverages. The screen shows a refusal itself (the SMS's 422
 * beside its choice); the answer's event replaces the one shown, and the lists ask again for their marks.
 */
export function useWatchEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ coverageId, watch, sms }: WatchChange) =>
      watch
        ? call(endpoints.agendaReading.watch, { params: { id }, body: { coverage_id: coverageId, sms }, notify: false })
        : call(endpoints.agendaReading.unwatch, {
            params: { id },
            query: coverageId === null ? {} : { coverage_id: coverageId },
            notify: false,
          }),
    onSuccess: (answer: { message: string; data: ClientEvent }) => {
      queryClient.setQueryData(agendaKeys.event(id), answer.data);
      void queryClient.invalidateQueries({ queryKey: agendaKeys.events() });
      showNotice(answer.message, { variant: 'success' });
    },
  });
}
