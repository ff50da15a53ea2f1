import { apiRoutes, type DeviceNameRequest, type MessageResponse } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { teamKeys } from './team-keys.ts';

/** Names one of the person's own devices; the form shows a refusal under its field, and every device list is read again. */
export function useRenameDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceNameRequest) => api<MessageResponse>(apiRoutes.team.myDeviceName(id), { method: 'PUT', body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
