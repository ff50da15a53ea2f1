import type { VideoCard as VideoCardData } from '@portal/shared';
import { memo } from 'react';
import { CardCover, CoverBadge, PlayMark } from '../../list/shared/card-cover.tsx';
import { ContentCard } from '../../list/shared/content-card.tsx';

/** "1:05": a video's length on its card. */
export const formatDuration = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

type Props = {
  video: VideoCardData;
  priority?: boolean;
  onOpen: (id: number) => void;
  /** Stable too: the reader is about to open the video (ContentCard `onIntent`). */
  onIntent: (id: number) => void;
};

/** A video card (SPEC.md §2): poster, categories, title and date; a click opens the video page. Memoized as the news card is. */
export const VideoCard = memo(function VideoCard({ video, priority, onOpen, onIntent }: Props) {
  return (
    <ContentCard
      item={{ kind: 'video', id: video.id, title: video.title }}
      onOpen={() => onOpen(video.id)}
      onIntent={() => onIntent(video.id)}
      highlights={video.highlights}
      title={video.title}
      categories={video.categories}
      publishAt={video.publish_at}
      cover={
        <CardCover src={video.thumbnail} renditions={video.thumbnail_renditions} priority={priority}>
          <PlayMark />
          {video.duration_seconds !== null && <CoverBadge corner="right">{formatDuration(video.duration_seconds)}</CoverBadge>}
        </CardCover>
      }
    />
  );
});
