import { apiRoutes, type EmailRequest, type MessageResponse } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: EmailRequest) => api<MessageResponse>(apiRoutes.auth.resetPassword, { body, notify: false }),
  });
}
