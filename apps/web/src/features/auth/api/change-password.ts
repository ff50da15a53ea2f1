import type { ChangeClientPasswordRequest, MessageResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangeClientPasswordRequest) => api<MessageResponse>('auth/v2/changeClientPassword', { body, notify: false }),
  });
}
