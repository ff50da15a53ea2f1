import { endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import type { DeviceScope } from './get-devices.ts';
import { teamKeys } from './team-keys.ts';

/** Signs a device out at once and frees its screen; the devices, the screens in use and the members' counts are read again. */
export function useSignOutDevice(scope: DeviceScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      scope === 'house'
        ? call(endpoints.team.signOutHouseDevice, { params: { id } })
        : call(endpoints.team.signOutMyDevice, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
