import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { sociairKeys } from './sociair-keys.ts';

/** The account linked on the service, or null while none is; the screen shows a failure itself. */
export const useSociairAccount = () =>
  useQuery({
    queryKey: sociairKeys.account,
    queryFn: ({ signal }) => call(endpoints.sociair.account, { signal, notify: false }).then((answer) => answer.data),
  });
