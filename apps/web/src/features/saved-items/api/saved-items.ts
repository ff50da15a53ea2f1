import {
  apiRoutes,
  type MessageResponse,
  type Paged,
  SAVED_STATUS_MAX_IDS,
  type SavedFolder,
  type SavedFolders,
  type SavedItem,
  type SavedItemKind,
  type SavedMark,
  type SaveItemRequest,
  type ShareItemRequest,
  type ShareResult,
  type UpdateSavedItemRequest,
} from '@portal/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const savedItemKeys = { all: ['saved-items'] as const };
/** Which saved items a page lists: all, one folder's, or those in none. */
export type FolderChoice = number | 'none' | undefined;

/** One page of the person's saved items, newest first. */
export const useSavedItems = (folder: FolderChoice, page: number) =>
  useQuery({
    queryKey: [...savedItemKeys.all, 'list', folder, page],
    queryFn: ({ signal }) =>
      api<Paged<SavedItem>>(apiRoutes.savedItems.list, { signal, query: { page, ...(folder === undefined ? {} : { folder_id: folder }) } }),
    placeholderData: keepPreviousData,
  });

export const useSavedFolders = () =>
  useQuery({
    queryKey: [...savedItemKeys.all, 'folders'],
    queryFn: ({ signal }) => api<SavedFolders>(apiRoutes.savedItems.folders, { signal }),
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
      api<{ data: SavedMark[] }>(apiRoutes.savedItems.status, { query: { kind, ids: [...batch].join(',') } }).then(
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

export const useSaveItem = () =>
  useSavedItemsChange((body: SaveItemRequest) =>
    api<{ message: string; data: SavedMark }>(apiRoutes.savedItems.list, { method: 'POST', body, notify: false }),
  );

export const useUpdateSavedItem = () =>
  useSavedItemsChange(({ id, ...body }: UpdateSavedItemRequest & { id: number }) =>
    api<{ message: string; data: SavedMark }>(apiRoutes.savedItems.item(id), { method: 'PUT', body }),
  );

export const useRemoveSavedItem = () =>
  useSavedItemsChange((id: number) => api<MessageResponse>(apiRoutes.savedItems.item(id), { method: 'DELETE' }));

/** Creates a folder (no id) or renames one; the dialog shows the field errors itself. */
export const useSaveFolder = (id?: number) =>
  useSavedItemsChange((name: string) =>
    api<{ message: string; data?: SavedFolder }>(id === undefined ? apiRoutes.savedItems.folders : apiRoutes.savedItems.folder(id), {
      method: id === undefined ? 'POST' : 'PUT',
      body: { name },
      notify: false,
    }),
  );

export const useDeleteFolder = () =>
  useSavedItemsChange((id: number) => api<MessageResponse>(apiRoutes.savedItems.folder(id), { method: 'DELETE' }));

export const useShareItem = () =>
  useMutation({
    mutationFn: (body: ShareItemRequest) =>
      api<{ message: string; data: ShareResult }>(apiRoutes.savedItems.share, { method: 'POST', body, notify: false }),
  });
