import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import type { GalleryItem } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { CardCover, CoverBadge } from '../shared/card-cover.tsx';
import { ContentCard } from '../shared/content-card.tsx';

/** SPEC.md §9: gallery card images are 150 px high. */
const GALLERY_COVER_HEIGHT = 150;

/** A feature-photo card: photo count, first image (or a placeholder), title and date. */
export function GalleryCard({ gallery, priority, onOpen }: { gallery: GalleryItem; priority?: boolean; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <ContentCard
      onOpen={onOpen}
      highlights={gallery.highlights}
      title={gallery.title}
      publishAt={gallery.publish_at}
      cover={
        <CardCover src={gallery.thumbnail} renditions={gallery.thumbnail_renditions} priority={priority} height={GALLERY_COVER_HEIGHT}>
          <CoverBadge corner="left">
            <PhotoLibraryOutlined sx={{ fontSize: 16 }} />
            {t('news.photoCount', { count: gallery.images_count })}
          </CoverBadge>
        </CardCover>
      }
    />
  );
}
