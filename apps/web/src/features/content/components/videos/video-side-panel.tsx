import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { VideoCard, VideoDetail } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatCardDate } from '../../../../lib/dates.ts';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import { useVideoSideList, VIDEO_SIDE_TABS, type VideoSideTab } from '../../api/get-videos.ts';
import { clampLines } from '../shared/clamp-lines.ts';
import { videoPath } from './videos-page.tsx';

const TAB_KEY = 'video-side-tab';

const rememberedTab = (): VideoSideTab => VIDEO_SIDE_TABS.find((tab) => tab === localStorage.getItem(TAB_KEY)) ?? 'related';

/** The side panel of the video page: Related, All and Watched; the chosen tab is remembered (SPEC.md §2). */
export function VideoSidePanel({ video }: { video: Pick<VideoDetail, 'id' | 'category_ids'> }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState(rememberedTab);
  const choose = (next: VideoSideTab) => {
    localStorage.setItem(TAB_KEY, next);
    setTab(next);
  };
  return (
    <Paper variant="outlined" component="aside" aria-label={t('videos.moreVideos')} sx={{ alignSelf: 'start' }}>
      <Tabs value={tab} onChange={(_, next: VideoSideTab) => choose(next)} variant="fullWidth" aria-label={t('videos.moreVideos')}>
        {VIDEO_SIDE_TABS.map((name) => (
          <Tab key={name} value={name} label={t(`videos.tabs.${name}`)} id={`video-tab-${name}`} aria-controls="video-side-list" />
        ))}
      </Tabs>
      <Box id="video-side-list" role="tabpanel" aria-labelledby={`video-tab-${tab}`} sx={{ p: 1 }}>
        <SideList key={`${tab}-${video.id}`} tab={tab} video={video} />
      </Box>
    </Paper>
  );
}

function SideList({ tab, video }: { tab: VideoSideTab; video: Pick<VideoDetail, 'id' | 'category_ids'> }) {
  const { t } = useTranslation();
  const list = useVideoSideList(tab, video);
  if (list.isPending) {
    return (
      <Stack sx={{ gap: 1 }} aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2, 3].map((row) => (
          <Skeleton key={row} variant="rounded" height={68} />
        ))}
      </Stack>
    );
  }
  const videos = list.data?.pages.flatMap((page) => page.data) ?? [];
  if (videos.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center' }} role="status">
        {t(`videos.emptyTabs.${tab}`)}
      </Typography>
    );
  }
  return (
    <>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 0.5 }}>
        {videos.map((item) => (
          <SideVideo key={item.id} video={item} />
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button fullWidth onClick={() => list.fetchNextPage()} disabled={list.isFetchingNextPage} sx={{ mt: 1 }}>
          {t('common.showMore')}
        </Button>
      )}
    </>
  );
}

function SideVideo({ video }: { video: VideoCard }) {
  return (
    <li>
      <Stack
        component={RouterLink}
        to={videoPath(video.id)}
        direction="row"
        sx={{
          gap: 1,
          p: 0.5,
          borderRadius: 1,
          color: 'inherit',
          textDecoration: 'none',
          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
        }}
      >
        <Box
          component={video.thumbnail ? 'img' : 'div'}
          src={video.thumbnail ?? undefined}
          srcSet={video.thumbnail ? srcSetOf(video.thumbnail_renditions) : undefined}
          sizes="120px"
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ width: 120, height: 68, flexShrink: 0, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, ...clampLines(2) }}>
            {video.title}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {formatCardDate(video.publish_at)}
          </Typography>
        </Box>
      </Stack>
    </li>
  );
}
