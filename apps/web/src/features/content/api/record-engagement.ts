import { apiRoutes, messages } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api-client.ts';
import { showNotice } from '../../../lib/notices.ts';

export type ContentKind = 'news' | 'gallery' | 'video';
export type CountedAction = { type: number; action: string };

/** The item id's key in count-client-action, spelled as SPEC.md §7 spells it. */
const ID_KEY: Record<ContentKind, string> = { news: 'news_id', gallery: 'gallary_id', video: 'video_id' };

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
        api(apiRoutes.engagement[kind].countViews(id), { notify: false }).then(historyChanged, () => undefined);
      },
      async act(id: number, action: CountedAction) {
        try {
          await api(apiRoutes.engagement[kind].countClientAction, {
            method: 'POST',
            body: { [ID_KEY[kind]]: id, type: action.type, action: action.action },
            notify: false,
          });
          await historyChanged();
        } catch {
          showNotice(messages.actionCountFailed, { variant: 'warning' });
        }
      },
    };
  }, [kind, queryClient]);
}
