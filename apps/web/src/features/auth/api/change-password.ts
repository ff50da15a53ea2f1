import { type ChangeClientPasswordRequest, endpoints } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangeClientPasswordRequest) => call(endpoints.auth.changePassword, { body, notify: false }),
  });
}
