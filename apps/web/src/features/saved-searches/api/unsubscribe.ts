import { apiRoutes, type UnsubscribeInfo } from '@portal/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** What an unsubscribe link turns off; a bad link is a 404 the page explains itself. */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      api<{ data: UnsubscribeInfo }>(apiRoutes.alerts.unsubscribe(token), { signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () =>
      api<{ message: string; data: UnsubscribeInfo }>(apiRoutes.alerts.unsubscribe(token), { method: 'POST', notify: false }).then(
        (answer) => answer.data,
      ),
  });
