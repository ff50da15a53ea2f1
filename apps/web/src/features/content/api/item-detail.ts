import type { endpoints } from '@portal/shared';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { type AnswerOf, type ContractOf, call } from '../../../lib/api-call.ts';

/** An item with its body and files: a news item, a gallery or a video. */
export type DetailEndpoint = typeof endpoints.news.detail | typeof endpoints.gallery.detail | typeof endpoints.videos.detail;
type DetailOf<Detail> = AnswerOf<Detail> extends { data: infer Item } ? Item : never;

/**
 * One item with its body and files, as its card opens it (nothing is asked without an id). A 403 (no days
 * left) is the caller's to handle, so no global notice.
 */
export function itemDetailQuery<Detail extends DetailEndpoint>(keys: readonly unknown[], detail: Detail, id: number | undefined) {
  return queryOptions({
    queryKey: [...keys, 'detail', id],
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            call<ContractOf<DetailEndpoint>>(detail, { params: { id }, signal, notify: false }).then(
              (answer) => answer.data as DetailOf<Detail>,
            ),
  });
}
