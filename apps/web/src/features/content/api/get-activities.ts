import { apiRoutes, type GalleryActivity, type NewsActivity, type Paged, SIDE_LIST_PAGE_SIZE, type VideoActivity } from '@portal/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { nextPageOf } from './next-page.ts';
import { activityKeys, type ContentKind } from './record-engagement.ts';

export type ActivityItem = { news: NewsActivity; gallery: GalleryActivity; video: VideoActivity };

/** The client's own history of one kind of content, most recent first, loaded page by page. */
export const useActivities = <Kind extends ContentKind>(kind: Kind) =>
  useInfiniteQuery({
    queryKey: activityKeys.of(kind),
    queryFn: ({ signal, pageParam }) =>
      api<Paged<ActivityItem[Kind]>>(apiRoutes.engagement[kind].myActivities, {
        signal,
        query: { page: pageParam, rowsPerPage: SIDE_LIST_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
