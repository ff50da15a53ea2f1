import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** The owner's view of the media house: members, invitations, screens in use and a hand-over offered. */
export const useTeam = () =>
  useQuery({
    // Others change it (a colleague joins, a device signs in): read afresh whenever the screen opens.
    staleTime: 0,
    queryKey: teamKeys.overview,
    queryFn: ({ signal }) => call(endpoints.team.overview, { signal }).then((answer) => answer.data),
  });
