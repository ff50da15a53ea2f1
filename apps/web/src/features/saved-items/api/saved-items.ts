import {
  apiRoutes,
  type MessageResponse,
  type Paged,
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

/** Whether the person saved this item, with its folder and note (the Save button's state). */
export const useSavedMark = (kind: SavedItemKind, id: number) =>
  useQuery({
    queryKey: [...savedItemKeys.all, 'mark', kind, id],
    queryFn: ({ signal }) =>
      api<{ data: SavedMark[] }>(apiRoutes.savedItems.status, { signal, query: { kind, ids: String(id) } }).then(
        (answer) => answer.data[0] ?? null,
      ),
  });

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
