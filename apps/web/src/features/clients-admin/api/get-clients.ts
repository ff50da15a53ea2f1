import { apiRoutes, type ClientRow, type Paged } from '@portal/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ClientsParams, toClientsQuery } from '../components/clients-params.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** One page of the agency's clients (GET v1/clients/all). */
export const useClients = (params: ClientsParams) =>
  useQuery({
    queryKey: clientsAdminKeys.list(params),
    queryFn: ({ signal }) => api<Paged<ClientRow>>(apiRoutes.clients.list, { signal, query: toClientsQuery(params) }),
    placeholderData: keepPreviousData,
  });
