import type { EmailRequest, MessageResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: EmailRequest) => api<MessageResponse>('auth/v2/reset-password', { body, notify: false }),
  });
}
