import { apiRoutes, type ChangeClientPasswordRequest, type MessageResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangeClientPasswordRequest) => api<MessageResponse>(apiRoutes.auth.changeClientPassword, { body, notify: false }),
  });
}
