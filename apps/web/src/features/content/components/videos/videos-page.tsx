import { endpoints } from '@portal/shared';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useListParams } from '../../../../lib/list-params.ts';
import { useSearchFacets } from '../../api/get-search-facets.ts';
import { prefetchVideoDetail, useVideoList, videoKeys } from '../../api/get-videos.ts';
import { videoPath } from '../../item/videos/video-path.ts';
import { ContentListScreen } from '../../list/shared/content-list-screen.tsx';
import { useOpenGate } from '../../list/shared/subscription-gate.ts';
import { useOpenIntent } from '../../list/shared/use-open-intent.ts';
import { VideoCard } from './video-card.tsx';

/** The video page's code, as its route loads it (app/router.tsx). */
const preloadVideoPage = () => void import('../../item/videos/video-detail-page.tsx');

/** Videos (SPEC.md §2): search, date, language and category filters, cards and pages. */
export function VideosPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const listState = useListParams();
  const list = useVideoList(listState.params);
  const facets = useSearchFacets(videoKeys.all, endpoints.videos.facets, listState.params);
  const gate = useOpenGate();
  const open = useCallback((id: number) => gate(() => navigate(videoPath(id))), [gate, navigate]);
  const intent = useOpenIntent(preloadVideoPage, prefetchVideoDetail);

  return (
    <ContentListScreen
      title={t('pages.videos')}
      searchLabel={t('videos.search')}
      listState={listState}
      list={list}
      facets={facets.data}
      refreshKey={videoKeys.all}
      renderItem={(video, { priority }) => <VideoCard key={video.id} video={video} priority={priority} onOpen={open} onIntent={intent} />}
      empty={{ title: t('videos.empty'), hint: t('videos.emptyHint') }}
    />
  );
}
