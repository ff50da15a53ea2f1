import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { clientsAdminKeys } from './clients-admin-keys.ts';

/** A client's media house (GET v1/clients/{id}/members): members, pending invitations and screens in use; the card says itself when it fails. */
export const useClientMembers = (id: number) =>
  useQuery({
    queryKey: clientsAdminKeys.members(id),
    queryFn: ({ signal }) => call(endpoints.team.clientMembers, { params: { id }, signal, notify: false }).then((answer) => answer.data),
    retry: false,
  });
