import { endpoints } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { type ClientsParams, toClientsQuery } from '../components/clients-params.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** One page of the agency's clients (GET v1/clients/all). */
export const useClients = (params: ClientsParams) =>
  useQuery({
    queryKey: clientsAdminKeys.list(params),
    queryFn: ({ signal }) => call(endpoints.clientsAdmin.list, { signal, query: toClientsQuery(params) }),
    placeholderData: keepPreviousData,
  });
