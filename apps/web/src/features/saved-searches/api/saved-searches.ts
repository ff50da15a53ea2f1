import { endpoints, type SavedSearchForm } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';

export const savedSearchKeys = { all: ['saved-searches'] as const };

/** The signed-in client's saved searches, oldest first. */
export const useSavedSearches = () =>
  useQuery({
    queryKey: savedSearchKeys.all,
    queryFn: ({ signal }) => call(endpoints.savedSearches.list, { signal }).then((answer) => answer.data),
  });

/** Saves a new search, or changes search `id`; the form shows the field errors itself. */
export function useSaveSearch(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SavedSearchForm) =>
      id === undefined
        ? call(endpoints.savedSearches.create, { body: form, notify: false })
        : call(endpoints.savedSearches.update, { params: { id }, body: form, notify: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}

export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(endpoints.savedSearches.remove, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  });
}
