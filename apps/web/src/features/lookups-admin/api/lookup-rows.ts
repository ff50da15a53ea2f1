import { apiRoutes, type MessageResponse } from '@portal/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type LookupModel, lookupsAdminKeys, READ_SIDE_KEYS } from './lookups-admin-keys.ts';

/** Every row of a model, in the agency's order (lookups are short lists, never paged). */
export const useLookupRows = <Row>(model: LookupModel) =>
  useQuery({
    queryKey: lookupsAdminKeys.list(model),
    queryFn: ({ signal }) => api<{ data: Row[] }>(apiRoutes.lookupTables[model].list, { signal }).then((answer) => answer.data),
  });

function useRefresh(model: LookupModel) {
  const queryClient = useQueryClient();
  return async () => {
    const readSide = READ_SIDE_KEYS[model];
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: lookupsAdminKeys.list(model) }),
      readSide && queryClient.invalidateQueries({ queryKey: readSide }),
    ]);
  };
}

/** Adds a row (POST v1/{model}) or edits one (PUT v1/{model}/{id}); the form shows the refusals itself. */
export function useSaveLookup<Fields>(model: LookupModel, id: number | undefined) {
  const refresh = useRefresh(model);
  return useMutation({
    mutationFn: (body: Fields) =>
      id === undefined
        ? api<MessageResponse>(apiRoutes.lookupTables[model].create, { method: 'POST', body, notify: false })
        : api<MessageResponse>(apiRoutes.lookupTables[model].item(id), { method: 'PUT', body, notify: false }),
    onSuccess: refresh,
  });
}

/** Deletes rows (POST v1/{model}/delete); a refusal (a row still in use) is announced globally. */
export function useDeleteLookups(model: LookupModel) {
  const refresh = useRefresh(model);
  return useMutation({
    mutationFn: (ids: number[]) =>
      api<MessageResponse>(apiRoutes.lookupTables[model].delete, { method: 'POST', body: { delete_rows: ids } }),
    onSuccess: refresh,
  });
}
