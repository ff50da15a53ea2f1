import { endpoints, type profileUpdateFields } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-call.ts';
import { profileQuery } from '../../../lib/auth.ts';
import { accountKeys } from './get-account.ts';

export type ProfileInput = z.output<typeof profileUpdateFields> & { logo?: File | undefined };

/** Multipart, as registration: the text fields, and the logo only when a new one was chosen. */
export function profileFormData({ logo, ...fields }: ProfileInput): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.set(key, String(value));
  if (logo) form.set('logo', logo);
  return form;
}

/** Saves the profile; the top bar shows the name, so the signed-in user is read again too. */
export function useUpdateProfile(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      call(endpoints.account.update, { params: { id: accountId }, body: profileFormData(input), notify: false }),
    onSuccess: async (answer) => {
      queryClient.setQueryData(accountKeys.all, answer.data);
      await queryClient.invalidateQueries({ queryKey: profileQuery().queryKey });
    },
  });
}
