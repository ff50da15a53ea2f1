import { endpoints } from '@portal/shared';
import { skipToken, useQuery } from '@tanstack/react-query';
import { type AnswerOf, type ContractOf, call } from '../../../lib/api-call.ts';
import { type DeskKind, mediaDeskKeys } from './media-desk-keys.ts';

type ItemOf<Kind extends DeskKind> = (typeof endpoints.mediaDesk)[Kind]['item'];
/** Each desk's item as its contract answers it, named one by one so a kind chosen by the caller picks its own. */
interface Detail {
  galleries: AnswerOf<ItemOf<'galleries'>>['data'];
  videos: AnswerOf<ItemOf<'videos'>>['data'];
}

/** One gallery or video as the desk edits it; the editor says itself when it is missing. */
export const useDeskItem = <Kind extends DeskKind>(kind: Kind, id: number | undefined) =>
  useQuery({
    queryKey: mediaDeskKeys.detail(kind, id ?? 0),
    queryFn:
      id === undefined
        ? skipToken
        : ({ signal }) =>
            call<ContractOf<ItemOf<DeskKind>>>(endpoints.mediaDesk[kind].item, { params: { id }, signal, notify: false }).then(
              (answer) => answer.data as Detail[Kind],
            ),
    retry: false,
  });
