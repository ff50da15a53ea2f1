import type { VideoDetail } from '@portal/shared';
import clsx from 'clsx';
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
import { Button, IconButton } from '../../../../ui/button.tsx';
import { LinearProgress } from '../../../../ui/linear-progress.tsx';
import text from '../../../../ui/text.module.css';
import { useVideoDetail } from '../../api/get-videos.ts';
import { CategoryChips } from '../../list/shared/category-chips.tsx';
import { useRedirectWhenRefused } from '../../list/shared/subscription-gate.ts';
import { PrintButton } from '../print/print-button.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { RelatedItems } from '../shared/related-items.tsx';
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
    <div className={styles.page}>
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
    </div>
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
    <article className={styles.article}>
      <video
        className={styles.player}
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
      />
      <div className={styles.titleLine}>
        <h1 className={clsx(text.h1, styles.title)}>{video.title}</h1>
        <IconButton icon="contentCopy" label={t('detail.copyTitle')} hint="below-end" onClick={() => actions.copy('title', video.title)} />
      </div>
      <CategoryChips categories={video.categories} />
      <ItemPlaceLine place={video.place} className={styles.place} />
      <div className={styles.actions}>
        <p className={clsx(text.body2, text.secondary, styles.date)}>
          <time dateTime={video.publish_at}>{formatFullDate(video.publish_at)}</time>
        </p>
        <ItemActions kind="video" id={video.id} title={video.title} />
        <PrintButton kind="video" id={video.id} />
        {mayDownload && (
          <Button
            variant="contained"
            startIcon="download"
            disabled={download.busy}
            onClick={async () => {
              if (await download.start(video.video, video.download_name)) await actions.downloaded();
            }}
          >
            {download.busy ? t('media.downloadingPercent', { percent: download.progress }) : t('media.download')}
          </Button>
        )}
      </div>
      {download.busy && (
        <div className={styles.progress}>
          <LinearProgress label={t('media.downloading')} value={download.progress ?? 0} />
        </div>
      )}
      <div className={styles.descriptionLine}>
        <h2 className={clsx(text.h2, styles.descriptionHeading)}>{t('videos.description')}</h2>
        <Button
          size="small"
          variant="outlined"
          startIcon="contentCopy"
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
      </div>
      <UsageTermsNotice notice={video} />
      <RichText html={video.description} />
      <RelatedItems kind="video" id={video.id} />
    </article>
  );
}
