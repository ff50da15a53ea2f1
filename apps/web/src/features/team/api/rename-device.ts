import { type DeviceNameRequest, endpoints } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import { teamKeys } from './team-keys.ts';

/** Names one of the person's own devices; the form shows a refusal under its field, and every device list is read again. */
export function useRenameDevice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceNameRequest) => call(endpoints.team.renameMyDevice, { params: { id }, body, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}
