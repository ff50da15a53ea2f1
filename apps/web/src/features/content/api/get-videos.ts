import { endpoints, SIDE_LIST_PAGE_SIZE, type VideoDetail } from '@portal/shared';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-call.ts';
import type { ListParams } from '../../../lib/list-params.ts';
import { itemDetailQuery } from './item-detail.ts';
import { nextAfterOf, nextPageOf } from './next-page.ts';
import { usePagedList } from './paged-list.ts';

export const videoKeys = { all: ['videos'] as const };

export const useVideoList = (params: ListParams) => usePagedList(videoKeys.all, endpoints.videos.list, params);

const videoDetailQuery = (id: number) => itemDetailQuery(videoKeys.all, endpoints.videos.detail, id);

/** A video with its file. */
export const useVideoDetail = (id: number) => useQuery(videoDetailQuery(id));

/** Asks for a video before its page opens, so the page paints at once. */
export const prefetchVideoDetail = (queryClient: QueryClient, id: number) => queryClient.prefetchQuery(videoDetailQuery(id));

export const VIDEO_SIDE_TABS = ['related', 'all', 'watched'] as const;
export type VideoSideTab = (typeof VIDEO_SIDE_TABS)[number];

/** Where the next page of a side list starts: Watched (ordered by when I watched) by page number, the video lists behind their last item. */
type SidePage = { page: number } | { after: number };

/** SPEC.md §7: Related (same categories), All, and Watched (my activities), each without the video shown. */
function sideListPage(tab: VideoSideTab, video: Pick<VideoDetail, 'id' | 'category_ids'>, page: SidePage, signal: AbortSignal) {
  const query = { id: video.id, rowsPerPage: SIDE_LIST_PAGE_SIZE, ...page };
  switch (tab) {
    case 'related':
      return call(endpoints.videos.list, { signal, query: { ...query, cat: video.category_ids.join(',') || undefined } });
    case 'all':
      return call(endpoints.videos.list, { signal, query });
    case 'watched':
      return call(endpoints.videos.myActivities, { signal, query });
  }
}

export const useVideoSideList = (tab: VideoSideTab, video: Pick<VideoDetail, 'id' | 'category_ids'>) =>
  useInfiniteQuery({
    queryKey: [...videoKeys.all, 'side', tab, video.id],
    queryFn: ({ signal, pageParam }) => sideListPage(tab, video, pageParam, signal),
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
