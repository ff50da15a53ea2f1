import { apiRoutes, type MyMembership } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** The signed-in person's place in their media house, and a hand-over of ownership offered to them. */
export const useMembership = () =>
  useQuery({
    // Others change it (a colleague joins, a device signs in): read afresh whenever the screen opens.
    staleTime: 0,
    queryKey: teamKeys.membership,
    queryFn: ({ signal }) => api<{ data: MyMembership }>(apiRoutes.team.membership, { signal }).then((answer) => answer.data),
  });
