import { apiRoutes, type MessageResponse, type SavedSearch, type SavedSearchForm } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The signed-in client's saved searches, oldest first. */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => api<{ data: SavedSearch[] }>(apiRoutes.savedSearches.list, { signal }).then((answer) => answer.data),
  });

/** Saves a new search, or changes search `id`; the form shows the field errors itself. */
export function useSaveSearch(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SavedSearchForm) =>
      api<{ message: string; data: SavedSearch }>(id === undefined ? apiRoutes.savedSearches.list : apiRoutes.savedSearches.item(id), {
        method: id === undefined ? 'POST' : 'PUT',
        body: form,
        notify: false,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api<MessageResponse>(apiRoutes.savedSearches.item(id), { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
