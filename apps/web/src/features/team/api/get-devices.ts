import { endpoints } from '@portal/shared';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Whose devices a list shows: the whole media house's (the owner) or the person's own. */
export type DeviceScope = 'house' | 'mine';

/** The devices signed in now, each holding one of the plan's screens; the one asking is marked `current`. */
export const useDevices = (scope: DeviceScope) =>
  useQuery({
    // Others change it (a colleague joins, a device signs in): read afresh whenever the screen opens.
    staleTime: 0,
    queryKey: scope === 'house' ? teamKeys.houseDevices : teamKeys.myDevices,
    queryFn: ({ signal }) =>
      (scope === 'house' ? call(endpoints.team.houseDevices, { signal }) : call(endpoints.team.myDevices, { signal })).then(
        (answer) => answer.data,
      ),
  });
