import { endpoints, type RegisterFields } from '@portal/shared';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export type RegisterInput = RegisterFields & { logo: File };

export function useRegister() {
  return useMutation({
    mutationFn: ({ logo, ...fields }: RegisterInput) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
      form.set('logo', logo);
      return call(endpoints.auth.register, { body: form, notify: false });
    },
  });
}
