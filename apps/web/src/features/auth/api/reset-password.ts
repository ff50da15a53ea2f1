import { type EmailRequest, endpoints } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: EmailRequest) => call(endpoints.auth.resetPassword, { body, notify: false }),
  });
}
