import type { VideoCard, VideoDetail } from '@portal/shared';
import clsx from 'clsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { Tabs } from '../../../../ui/tabs.tsx';
import text from '../../../../ui/text.module.css';
import { useVideoSideList, VIDEO_SIDE_TABS, type VideoSideTab } from '../../api/get-videos.ts';
import { ItemLinkRow } from '../shared/item-link-row.tsx';
import { videoPath } from './video-path.ts';
import styles from './video-side-panel.module.css';

const TAB_KEY = 'video-side-tab';
const PANEL_ID = 'video-side-list';

const rememberedTab = (): VideoSideTab => VIDEO_SIDE_TABS.find((tab) => tab === localStorage.getItem(TAB_KEY)) ?? 'related';

const tabId = (tab: VideoSideTab) => `video-tab-${tab}`;

/** The side panel of the video page: Related, All and Watched; the chosen tab is remembered (SPEC.md §2). */
export function VideoSidePanel({ video }: { video: Pick<VideoDetail, 'id' | 'category_ids'> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(rememberedTab);
  const choose = (next: VideoSideTab) => {
    localStorage.setItem(TAB_KEY, next);
    setTab(next);
  };
  return (
    <aside aria-label={t('videos.moreVideos')} className={styles.panel}>
      <Tabs
        label={t('videos.moreVideos')}
        values={VIDEO_SIDE_TABS}
        value={tab}
        onChange={choose}
        tabLabel={(name) => t(`videos.tabs.${name}`)}
        tabId={tabId}
        panelId={PANEL_ID}
      />
      <div id={PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className={styles.list}>
        <SideList key={`${tab}-${video.id}`} tab={tab} video={video} />
      </div>
    </aside>
  );
}

function SideList({ tab, video }: { tab: VideoSideTab; video: Pick<VideoDetail, 'id' | 'category_ids'> }) {
  const { t } = useTranslation();
  const list = useVideoSideList(tab, video);
  if (list.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.loading}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} height={68} />
        ))}
      </div>
    );
  }
  const videos = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (videos.length === 0) {
    return (
      <p className={clsx(text.body1, text.secondary, styles.empty)} role="status">
        {t(`videos.emptyTabs.${tab}`)}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.videos}>
        {videos.map((item) => (
          <SideVideo key={item.id} video={item} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Button className={styles.more} onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage}>
          {t('common.showMore')}
        </Button>
      )}
    </>
  );
}

function SideVideo({ video }: { video: VideoCard }) {
  return (
    <li>
      <ItemLinkRow item={video} to={videoPath(video.id)} wide />
    </li>
  );
}
