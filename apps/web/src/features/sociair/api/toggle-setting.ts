import { endpoints, type SociairProfile } from '@portal/shared';
import { notifyManager, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { call } from '../../../lib/api-call.ts';
import { showNotice } from '../../../lib/notices.ts';
import { sociairKeys } from './sociair-keys.ts';

/** One switch of the profile screen: Auto Post, a social profile, or a category. */
export type SociairSetting = { kind: 'autoPost' } | { kind: 'profile'; id: number; name: string } | { kind: 'category'; id: number };

/** The call of SPEC.md §7 "Social automation" that turns the setting on or off ("toogle" spelled so). */
function toggle(setting: SociairSetting, on: boolean) {
  const value = on ? '1' : '0';
  switch (setting.kind) {
    case 'autoPost':
      return call(endpoints.sociair.setStatus, { params: { name: 'auto_post' }, query: { value } });
    case 'profile':
      return call(endpoints.sociair.setSocialMedia, { params: { id: setting.id }, query: { value, name: setting.name } });
    case 'category':
      return call(endpoints.sociair.toggleCategory, { params: { id: setting.id }, query: { value } });
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

/** One setting's calls share a scope, so the server gets them one after another in the order of the clicks. */
function scopeOf(setting: SociairSetting) {
  return setting.kind === 'autoPost' ? 'sociair-auto-post' : `sociair-${setting.kind}-${setting.id}`;
}

type Click = { on: boolean; serial: number };

/**
 * A switch of the profile screen: `checked` is the latest click while its call is out, else what the
 * server last confirmed (`saved`). The click shows at once, through React state set in the change
 * event itself: a controlled input snaps back to its old value when the new one arrives only after an
 * await or the query cache's deferred notification, and a click then looks lost. The switch is never
 * disabled; a refusal (shown as the red notice) leaves the confirmed value.
 */
export function useToggleSetting(setting: SociairSetting, saved: boolean) {
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<boolean>();
  const latest = useRef(0);
  const mutation = useMutation({
    mutationFn: ({ on }: Click) => toggle(setting, on),
    scope: { id: scopeOf(setting) },
    onSuccess: (answer, { on }) => {
      queryClient.setQueryData<SociairProfile>(sociairKeys.profile, (profile) => profile && withSetting(profile, setting, on));
      showNotice(answer.message, { variant: 'success' });
    },
    onSettled: (_answer, _error, { serial }) =>
      // Queued behind the cache's own notification, so the screen has the confirmed value before the click's is dropped.
      notifyManager.schedule(() => {
        if (serial === latest.current) setChosen(undefined);
      }),
  });
  const change = (on: boolean) => {
    setChosen(on);
    latest.current += 1;
    // A profile read already under way would bring back the old value after this call's answer.
    void queryClient.cancelQueries({ queryKey: sociairKeys.profile });
    mutation.mutate({ on, serial: latest.current });
  };
  return { checked: chosen ?? saved, change };
}
