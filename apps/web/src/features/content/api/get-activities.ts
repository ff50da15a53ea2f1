import { type GalleryActivity, type NewsActivity, type Paged, SIDE_LIST_PAGE_SIZE, type VideoActivity } from '@portal/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type ContractOf, call } from '../../../lib/api-call.ts';
import { nextPageOf } from './next-page.ts';
import { activityKeys, type ContentKind, KIND_ENDPOINTS } from './record-engagement.ts';

export type ActivityItem = { news: NewsActivity; gallery: GalleryActivity; video: VideoActivity };

type History = (typeof KIND_ENDPOINTS)[ContentKind]['myActivities'];

/** The client's own history of one kind of content, most recent first, loaded page by page. */
export const useActivities = <Kind extends ContentKind>(kind: Kind) =>
  useInfiniteQuery({
    queryKey: activityKeys.of(kind),
    queryFn: ({ signal, pageParam }) =>
      call<ContractOf<History>>(KIND_ENDPOINTS[kind].myActivities, {
        signal,
        query: { page: pageParam, rowsPerPage: SIDE_LIST_PAGE_SIZE },
      }) as Promise<Paged<ActivityItem[Kind]>>,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
