import type { MessageResponse, SociairProfile } from '@portal/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { api } from '../../../lib/api-client.ts';
import { SOCIAIR_PATH, sociairKeys } from './sociair-keys.ts';

/** One switch of the profile screen: Auto Post, a social profile, or a category. */
export type SociairSetting = { kind: 'autoPost' } | { kind: 'profile'; id: number; name: string } | { kind: 'category'; id: number };

/** The call of SPEC.md §7 "Social automation" that turns the setting on or off ("toogle" spelled so). */
function toggleRequest(setting: SociairSetting, on: boolean) {
  const value = on ? 1 : 0;
  switch (setting.kind) {
    case 'autoPost':
      return { path: `${SOCIAIR_PATH}/change/status/auto_post`, query: { value } };
    case 'profile':
      return { path: `${SOCIAIR_PATH}/set/social-media/${setting.id}`, query: { value, name: setting.name } };
    case 'category':
      return { path: `${SOCIAIR_PATH}/toogle/category/${setting.id}`, query: { value } };
  }
}

function withSetting(profile: SociairProfile, setting: SociairSetting, on: boolean): SociairProfile {
  switch (setting.kind) {
    case 'autoPost':
      return { ...profile, auto_post: on };
    case 'profile':
      return { ...profile, profiles: profile.profiles.map((item) => (item.id === setting.id ? { ...item, is_subscribed: on } : item)) };
    case 'category':
      return {
        ...profile,
        categories: profile.categories.map((item) => (item.id === setting.id ? { ...item, is_subscribed: on } : item)),
      };
  }
}

/**
 * Turns a setting on or off at once in the cached profile, then tells the server and shows its
 * message; a refusal (shown as the red notice) puts this setting back, whatever others changed meanwhile.
 */
export function useToggleSetting(setting: SociairSetting) {
  const queryClient = useQueryClient();
  const show = (on: boolean) =>
    queryClient.setQueryData<SociairProfile>(sociairKeys.profile, (profile) => profile && withSetting(profile, setting, on));
  return useMutation({
    mutationFn: (on: boolean) => {
      const request = toggleRequest(setting, on);
      return api<MessageResponse>(request.path, { method: 'POST', query: request.query });
    },
    onMutate: async (on) => {
      await queryClient.cancelQueries({ queryKey: sociairKeys.profile });
      show(on);
    },
    onSuccess: (answer) => enqueueSnackbar(answer.message, { variant: 'success' }),
    onError: (_error, on) => show(!on),
  });
}
