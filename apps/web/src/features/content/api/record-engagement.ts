import { endpoints, messages } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { showNotice } from '../../../lib/notices.ts';

export type ContentKind = 'news' | 'gallery' | 'video';
export type CountedAction = { type: number; action: string };

/** Each kind's routes: views, actions and the client's history of it. */
export const KIND_ENDPOINTS = { news: endpoints.news, gallery: endpoints.gallery, video: endpoints.videos };

/** count-client-action of each kind, its item id under the key SPEC.md §7 spells. */
function countAction(kind: ContentKind, id: number, action: CountedAction) {
  switch (kind) {
    case 'news':
      return call(endpoints.news.countClientAction, { body: { news_id: id, ...action }, notify: false });
    case 'gallery':
      return call(endpoints.gallery.countClientAction, { body: { gallary_id: id, ...action }, notify: false });
    case 'video':
      return call(endpoints.videos.countClientAction, { body: { video_id: id, ...action }, notify: false });
  }
}

export const activityKeys = { of: (kind: ContentKind) => ['activities', kind] as const };

/**
 * Views and actions of SPEC.md §7, counted for the signed-in client; each one puts the item at the
 * top of the client's history, so that list is refetched. A view's answer is ignored (as the spec says).
 */
export function useEngagement(kind: ContentKind) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const historyChanged = () => queryClient.invalidateQueries({ queryKey: activityKeys.of(kind) });
    return {
      view(id: number) {
        call<ContractOf<(typeof KIND_ENDPOINTS)[ContentKind]['countViews']>>(KIND_ENDPOINTS[kind].countViews, {
          params: { id },
          notify: false,
        }).then(historyChanged, () => undefined);
      },
      async act(id: number, action: CountedAction) {
        try {
          await countAction(kind, id, action);
          await historyChanged();
        } catch {
          showNotice(messages.actionCountFailed, { variant: 'warning' });
        }
      },
    };
  }, [kind, queryClient]);
}
