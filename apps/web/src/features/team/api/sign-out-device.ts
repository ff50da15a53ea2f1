import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { DeviceScope } from './get-devices.ts';
import { teamKeys } from './team-keys.ts';

/** Signs a device out at once and frees its screen; the devices, the screens in use and the members' counts are read again. */
export function useSignOutDevice(scope: DeviceScope) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<MessageResponse>(scope === 'house' ? apiRoutes.team.houseDevice(id) : apiRoutes.team.myDevice(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
