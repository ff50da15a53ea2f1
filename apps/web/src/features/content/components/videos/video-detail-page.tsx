import ContentCopy from '@mui/icons-material/ContentCopy';
import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { VideoDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { htmlToText } from '../../../../lib/html-text.ts';
import { renditionFor } from '../../../../lib/image-srcset.ts';
import { ItemActions } from '../../../../lib/item-actions.tsx';
import { useLanguageCode } from '../../../../lib/lookups.ts';
import { useDocumentTitle } from '../../../../lib/use-document-title.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { useVideoDetail } from '../../api/get-videos.ts';
import { PrintButton } from '../print/print-button.tsx';
import { CategoryChips } from '../shared/category-chips.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { useRedirectWhenRefused } from '../shared/subscription-gate.ts';
import { withUsageNotice } from '../shared/usage-notice-copy.ts';
import { UsageTermsNotice } from '../shared/usage-terms-notice.tsx';
import { useDownload, useOpenedItemActions } from '../shared/use-item-actions.ts';
import styles from './video-detail-page.module.css';
import { VideoSidePanel } from './video-side-panel.tsx';

/** The video page (SPEC.md §2 Video detail): player, texts to copy, download, and the side lists. */
export function VideoDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  if (!Number.isInteger(id) || id <= 0) return <EmptyState title={t('videos.notFound')} />;
  return <VideoDetailScreen key={id} id={id} />;
}

function VideoDetailScreen({ id }: { id: number }) {
  const detail = useVideoDetail(id);
  useRedirectWhenRefused(detail.error);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' } }}>
      {detail.data ? (
        <>
          <VideoMain video={detail.data} />
          <VideoSidePanel video={detail.data} />
        </>
      ) : detail.isError ? (
        <DetailError message={detail.error.message} />
      ) : (
        <DetailSkeleton />
      )}
    </Box>
  );
}

function VideoMain({ video }: { video: VideoDetail }) {
  const { t } = useTranslation();
  useDocumentTitle(video.title);
  const download = useDownload();
  const actions = useOpenedItemActions('video', video.id);
  // A viewer watches and copies; downloading starts at reporter (the server refuses to count it otherwise).
  const mayDownload = useTeamReach('reporter');
  const languageCodeOf = useLanguageCode();

  return (
    <Box component="article" sx={{ minWidth: 0 }}>
      <Box
        component="video"
        src={video.video}
        // A poster takes one picture: the rendition as wide as the screen's pixels at most.
        poster={renditionFor(video.thumbnail_renditions, window.innerWidth * window.devicePixelRatio) ?? video.thumbnail ?? undefined}
        autoPlay
        loop
        muted
        controls
        controlsList={mayDownload ? undefined : 'nodownload'}
        playsInline
        aria-label={video.title}
        sx={{ width: '100%', aspectRatio: '16 / 9', bgcolor: 'common.black', borderRadius: 1, display: 'block' }}
      />
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1, mt: 2 }}>
        <Typography variant="h1" sx={{ flex: 1, fontSize: { xs: '1.35rem', sm: '1.6rem' } }}>
          {video.title}
        </Typography>
        <Tooltip title={t('detail.copyTitle')}>
          <IconButton aria-label={t('detail.copyTitle')} onClick={() => actions.copy('title', video.title)}>
            <ContentCopy />
          </IconButton>
        </Tooltip>
      </Stack>
      <CategoryChips categories={video.categories} />
      <ItemPlaceLine place={video.place} className={styles.place} />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, my: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          <time dateTime={video.publish_at}>{formatFullDate(video.publish_at)}</time>
        </Typography>
        <ItemActions kind="video" id={video.id} title={video.title} />
        <PrintButton kind="video" id={video.id} />
        {mayDownload && (
          <Button
            variant="contained"
            startIcon={<Download />}
            disabled={download.busy}
            onClick={async () => {
              if (await download.start(video.video, video.download_name)) await actions.downloaded();
            }}
          >
            {download.busy ? t('media.downloadingPercent', { percent: download.progress }) : t('media.download')}
          </Button>
        )}
      </Stack>
      {download.busy && (
        <LinearProgress variant="determinate" value={download.progress ?? 0} aria-label={t('media.downloading')} sx={{ mb: 2 }} />
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h2" sx={{ flex: 1 }}>
          {t('videos.description')}
        </Typography>
        <Button
          size="small"
          variant="outlined"
          startIcon={<ContentCopy />}
          onClick={() => {
            const description = withDateline(
              { text: htmlToText(video.description), html: video.description },
              video.place,
              languageCodeOf(video.language_id) === 'ne' ? 'ne' : 'en',
            );
            const copy = withUsageNotice(description, video, {
              terms: t('usageTerms.notice.terms'),
              note: t('usageTerms.notice.note'),
            });
            actions.copy('description', copy.text, copy.html);
          }}
        >
          {t('detail.copyDescription')}
        </Button>
      </Stack>
      <UsageTermsNotice notice={video} />
      <RichText html={video.description} />
    </Box>
  );
}
