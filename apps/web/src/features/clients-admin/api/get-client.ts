import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** One client with its subscriptions, transactions, integrations and activity; the page says itself when it is missing. */
export const useClientDetail = (id: number) =>
  useQuery({
    queryKey: clientsAdminKeys.detail(id),
    queryFn: ({ signal }) => call(endpoints.clientsAdmin.detail, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
