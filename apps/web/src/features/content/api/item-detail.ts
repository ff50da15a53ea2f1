import { queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * One item with its body and files, as its card opens it (nothing is asked without an id). A 403 (no days
 * left) is the caller's to handle, so no global notice.
 */
export function itemDetailQuery<Detail>(keys: readonly unknown[], path: (id: number) => string, id: number | undefined) {
  return queryOptions({
    queryKey: [...keys, 'detail', id],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) => api<{ data: Detail }>(path(id), { signal, notify: false }).then((answer) => answer.data),
  });
}
