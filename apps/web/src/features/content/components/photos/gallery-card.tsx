import type { GalleryItem } from '@portal/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCover, CoverBadge } from '../../list/shared/card-cover.tsx';
import { ContentCard } from '../../list/shared/content-card.tsx';

/** SPEC.md §9: gallery card images are 150 px high. */
const GALLERY_COVER_HEIGHT = 150;

type Props = {
  gallery: GalleryItem;
  priority?: boolean;
  onOpen: (id: number) => void;
  /** Stable too: the reader is about to open the gallery (ContentCard `onIntent`). */
  onIntent: (id: number) => void;
};

/** A feature-photo card: photo count, first image (or a placeholder), title and date; memoized as the news card is. */
export const GalleryCard = memo(function GalleryCard({ gallery, priority, onOpen, onIntent }: Props) {
  const { t } = useTranslation();
  return (
    <ContentCard
      item={{ kind: 'gallery', id: gallery.id, title: gallery.title }}
      onOpen={() => onOpen(gallery.id)}
      onIntent={() => onIntent(gallery.id)}
      highlights={gallery.highlights}
      title={gallery.title}
      publishAt={gallery.publish_at}
      cover={
        <CardCover src={gallery.thumbnail} renditions={gallery.thumbnail_renditions} priority={priority} height={GALLERY_COVER_HEIGHT}>
          <CoverBadge corner="left" icon="photoLibraryOutlined">
            {t('news.photoCount', { count: gallery.images_count })}
          </CoverBadge>
        </CardCover>
      }
    />
  );
});
