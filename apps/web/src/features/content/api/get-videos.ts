import { apiRoutes, type Paged, SIDE_LIST_PAGE_SIZE, type VideoCard, type VideoDetail } from '@portal/shared';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { itemDetailQuery } from './item-detail.ts';
import { nextAfterOf, nextPageOf } from './next-page.ts';
import { usePagedList } from './paged-list.ts';

export const videoKeys = { all: ['videos'] as const };

export const useVideoList = (params: ListParams) => usePagedList<VideoCard>(videoKeys.all, apiRoutes.videos.list, params);

const videoDetailQuery = (id: number) => itemDetailQuery<VideoDetail>(videoKeys.all, apiRoutes.videos.detail, id);

/** A video with its file. */
export const useVideoDetail = (id: number) => useQuery(videoDetailQuery(id));

/** Asks for a video before its page opens, so the page paints at once. */
export const prefetchVideoDetail = (queryClient: QueryClient, id: number) => queryClient.prefetchQuery(videoDetailQuery(id));

export const VIDEO_SIDE_TABS = ['related', 'all', 'watched'] as const;
export type VideoSideTab = (typeof VIDEO_SIDE_TABS)[number];

/** SPEC.md §7: Related (same categories), All, and Watched (my activities), each without the video shown. */
function sideListCall(tab: VideoSideTab, video: Pick<VideoDetail, 'id' | 'category_ids'>) {
  const base = { id: video.id, rowsPerPage: SIDE_LIST_PAGE_SIZE };
  switch (tab) {
    case 'related':
      return { path: apiRoutes.videos.list, query: { ...base, cat: video.category_ids.join(',') || undefined } };
    case 'all':
      return { path: apiRoutes.videos.list, query: base };
    case 'watched':
      return { path: apiRoutes.engagement.video.myActivities, query: base };
  }
}

/** Where the next page of a side list starts: Watched (ordered by when I watched) by page number, the video lists behind their last item. */
type SidePage = { page: number } | { after: number };

export const useVideoSideList = (tab: VideoSideTab, video: Pick<VideoDetail, 'id' | 'category_ids'>) =>
  useInfiniteQuery({
    queryKey: [...videoKeys.all, 'side', tab, video.id],
    queryFn: ({ signal, pageParam }) => {
      const call = sideListCall(tab, video);
      return api<Paged<VideoCard>>(call.path, { signal, query: { ...call.query, ...pageParam } });
    },
    initialPageParam: { page: 1 } as SidePage,
    getNextPageParam: (last): SidePage | undefined => {
      if (tab === 'watched') {
        const page = nextPageOf(last);
        return page === undefined ? undefined : { page };
      }
      const after = nextAfterOf(last, SIDE_LIST_PAGE_SIZE);
      return after === undefined ? undefined : { after };
    },
  });
