import { endpoints } from '@portal/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

/** What an unsubscribe link turns off; a bad link is a 404 the page explains itself. */
export const useUnsubscribeInfo = (token: string) =>
  useQuery({
    queryKey: ['unsubscribe', token],
    queryFn: ({ signal }) =>
      call(endpoints.savedSearches.unsubscribeInfo, { params: { token }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });

export const useUnsubscribe = (token: string) =>
  useMutation({
    mutationFn: () => call(endpoints.savedSearches.unsubscribe, { params: { token }, notify: false }).then((answer) => answer.data),
  });
