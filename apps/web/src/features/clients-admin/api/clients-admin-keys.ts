import type { ClientsParams } from '../components/clients-params.ts';

export const clientsAdminKeys = {
  all: ['clients-admin'] as const,
  list: (params: ClientsParams) => [...clientsAdminKeys.all, 'list', params] as const,
  detail: (id: number) => [...clientsAdminKeys.all, 'detail', id] as const,
  members: (id: number) => [...clientsAdminKeys.all, 'members', id] as const,
};
