import {
  endpoints,
  SAVED_STATUS_MAX_IDS,
  type SavedItemKind,
  type SavedMark,
  type SaveItemRequest,
  type ShareItemRequest,
  type UpdateSavedItemRequest,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const savedItemKeys = { all: ['saved-items'] as const };
/** Which saved items a page lists: all, one folder's, or those in none. */
export type FolderChoice = number | 'none' | undefined;

/** One page of the person's saved items, newest first. */
export const useSavedItems = (folder: FolderChoice, page: number) =>
  useQuery({
    queryKey: [...savedItemKeys.all, 'list', folder, page],
    queryFn: ({ signal }) =>
      call(endpoints.savedItems.list, { signal, query: { page, ...(folder === undefined ? {} : { folder_id: folder }) } }),
    placeholderData: keepPreviousData,
  });

export const useSavedFolders = () =>
  useQuery({
    queryKey: [...savedItemKeys.all, 'folders'],
    queryFn: ({ signal }) => call(endpoints.savedItems.folders, { signal }),
  });

type MarkAsked = { id: number; resolve(mark: SavedMark | null): void; reject(error: unknown): void };
const marksAsked = new Map<SavedItemKind, MarkAsked[]>();
let marksScheduled = false;

/**
 * How long asks are gathered: a page's cards are drawn a few at a time (use-drawn-count.ts), one task
 * each, and should still make one call, not one per batch.
 */
const MARKS_GATHERED_MS = 100;

/**
 * Whether an item is saved, asked together with the others asked within MARKS_GATHERED_MS: one status call
 * per kind and 100 items, so a page of cards asks once, not once per card.
 */
export function savedMarkOf(kind: SavedItemKind, id: number): Promise<SavedMark | null> {
  return new Promise((resolve, reject) => {
    marksAsked.set(kind, [...(marksAsked.get(kind) ?? []), { id, resolve, reject }]);
    if (!marksScheduled) setTimeout(askMarks, MARKS_GATHERED_MS);
    marksScheduled = true;
  });
}

function askMarks() {
  marksScheduled = false;
  const asked = [...marksAsked];
  marksAsked.clear();
  for (const [kind, waiting] of asked) {
    const ids = [...new Set(waiting.map((one) => one.id))];
    for (let start = 0; start < ids.length; start += SAVED_STATUS_MAX_IDS) {
      const batch = new Set(ids.slice(start, start + SAVED_STATUS_MAX_IDS));
      const answering = waiting.filter((one) => batch.has(one.id));
      call(endpoints.savedItems.status, { query: { kind, ids: [...batch].join(',') } }).then(
        (answer) => {
          const marks = new Map(answer.data.map((mark) => [mark.item_id, mark]));
          for (const one of answering) one.resolve(marks.get(one.id) ?? null);
        },
        (error: unknown) => {
          for (const one of answering) one.reject(error);
        },
      );
    }
  }
}

/** Whether the person saved this item, with its folder and note (the Save button's state). */
export const useSavedMark = (kind: SavedItemKind, id: number) =>
  useQuery({ queryKey: [...savedItemKeys.all, 'mark', kind, id], queryFn: () => savedMarkOf(kind, id) });

/** A change to saved items refreshes every list, count and mark of them. */
function useSavedItemsChange<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: savedItemKeys.all }) });
}

export const useSaveItem = () => useSavedItemsChange((body: SaveItemRequest) => call(endpoints.savedItems.save, { body, notify: false }));

export const useUpdateSavedItem = () =>
  useSavedItemsChange(({ id, ...body }: UpdateSavedItemRequest & { id: number }) =>
    call(endpoints.savedItems.update, { params: { id }, body }),
  );

export const useRemoveSavedItem = () => useSavedItemsChange((id: number) => call(endpoints.savedItems.remove, { params: { id } }));

/** Creates a folder (no id) or renames one; the dialog shows the field errors itself. */
export const useSaveFolder = (id?: number) =>
  useSavedItemsChange((name: string) =>
    id === undefined
      ? call(endpoints.savedItems.createFolder, { body: { name }, notify: false })
      : call(endpoints.savedItems.renameFolder, { params: { id }, body: { name }, notify: false }),
  );

export const useDeleteFolder = () => useSavedItemsChange((id: number) => call(endpoints.savedItems.deleteFolder, { params: { id } }));

export const useShareItem = () =>
  useMutation({
    mutationFn: (body: ShareItemRequest) => call(endpoints.savedItems.share, { body, notify: false }),
  });
