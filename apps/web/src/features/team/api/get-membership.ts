import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** The signed-in person's place in their media house, and a hand-over of ownership offered to them. */
export const useMembership = () =>
  useQuery({
    // Others change it (a colleague joins, a device signs in): read afresh whenever the screen opens.
    staleTime: 0,
    queryKey: teamKeys.membership,
    queryFn: ({ signal }) => call(endpoints.team.membership, { signal }).then((answer) => answer.data),
  });
