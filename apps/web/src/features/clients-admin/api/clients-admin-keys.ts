import type { ClientsParams } from '../components/clients-params.ts';

/** The base path of the console's client calls (staff only). */
export const CLIENTS_PATH = 'v1/clients';

export const clientsAdminKeys = {
  all: ['clients-admin'] as const,
  list: (params: ClientsParams) => [...clientsAdminKeys.all, 'list', params] as const,
  detail: (id: number) => [...clientsAdminKeys.all, 'detail', id] as const,
};
