import { messages, NEWS_ACTIONS, VIDEO_ACTIONS } from '@portal/shared';
import { useEffect, useState } from 'react';
import { copyToClipboard } from '../../../../lib/clipboard.ts';
import { downloadFile } from '../../../../lib/download-file.ts';
import { showNotice } from '../../../../lib/notices.ts';
import { type ContentKind, type CountedAction, useEngagement } from '../../api/record-engagement.ts';

export type CopyWhat = 'title' | 'description' | 'all';

const copyActionOf = (kind: ContentKind, what: CopyWhat): CountedAction => {
  const actions = kind === 'video' ? VIDEO_ACTIONS : NEWS_ACTIONS;
  if (what === 'title') return actions.titleCopied;
  if (what === 'description') return actions.descriptionCopied;
  return NEWS_ACTIONS.allCopied;
};

/**
 * What a client does with an item (SPEC.md §7): each copy, download and view shows its notice and is
 * counted for the agency. The notices are the action texts, as the spec spells them; they wait for the
 * notices' host, which may still be loading when an item opened by its address is copied at once.
 */
export function useItemActions(kind: ContentKind, id: number) {
  const engagement = useEngagement(kind);

  return {
    async copy(what: CopyWhat, text: string, html?: string) {
      try {
        await copyToClipboard(text, html);
      } catch {
        showNotice(messages.copyFailed, { variant: 'error' });
        return;
      }
      const action = copyActionOf(kind, what);
      showNotice(action.action, { variant: 'success' });
      await engagement.act(id, action);
    },
    async downloaded() {
      const action = kind === 'video' ? VIDEO_ACTIONS.downloaded : NEWS_ACTIONS.downloaded;
      showNotice(action.action, { variant: 'success' });
      await engagement.act(id, action);
    },
    /** Opening a file in the viewer (news and galleries; a video page is counted as a view). */
    async viewed() {
      await engagement.act(id, NEWS_ACTIONS.viewed);
    },
  };
}

/** An opened item (detail dialog or video page): its view is counted once it is shown, and its actions. */
export function useOpenedItemActions(kind: ContentKind, id: number) {
  const { view } = useEngagement(kind);
  useEffect(() => {
    view(id);
  }, [id, view]);
  return useItemActions(kind, id);
}

/** One download at a time, with its progress: undefined before, 0–99 while the bytes arrive, 100 when saved. */
export function useDownload() {
  const [progress, setProgress] = useState<number | undefined>();
  const busy = progress !== undefined && progress < 100;
  return {
    progress,
    busy,
    async start(url: string, name: string): Promise<boolean> {
      if (busy) return false;
      try {
        await downloadFile(url, name, setProgress);
        return true;
      } catch {
        setProgress(undefined);
        showNotice(messages.somethingWrong, { variant: 'error' });
        return false;
      }
    },
  };
}
