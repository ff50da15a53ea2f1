import Bolt from '@mui/icons-material/Bolt';
import CloudDone from '@mui/icons-material/CloudDone';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PriorityHigh from '@mui/icons-material/PriorityHigh';
import PushPin from '@mui/icons-material/PushPin';
import Checkbox from '@mui/material/Checkbox';
import type { NewsCard as NewsCardData } from '@portal/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCover, CoverBadge } from '../shared/card-cover.tsx';
import { ContentCard } from '../shared/content-card.tsx';

type Props = {
  news: NewsCardData;
  /** In the first row: the picture loads at once and first. */
  priority?: boolean;
  /** How wide the picture shows, when not in a column of the card grid. */
  imageSizes?: string;
  /** Stable across renders (the card is memoized: a page draws its cards in batches, and each batch leaves the drawn ones alone). */
  onOpen: (id: number) => void;
  /** In the list's selection mode: whether this card is chosen, and a stable `onToggle(id)`. */
  selection?: { selected: boolean; onToggle: (id: number) => void } | undefined;
};

/** A news card (SPEC.md §2): image count, pinned or auto-posted mark, Breaking, Urgent, categories, title, summary, date. */
export const NewsCard = memo(
  function NewsCard({ news, priority, imageSizes, onOpen, selection }: Props) {
    const { t } = useTranslation();
    const mark = news.pin ? (
      <CoverBadge corner="right" label={t('news.pinned')}>
        <PushPin sx={{ fontSize: 16 }} />
      </CoverBadge>
    ) : (
      news.auto_post && (
        <CoverBadge corner="right" label={t('news.autoPosted')}>
          <CloudDone sx={{ fontSize: 16 }} />
        </CoverBadge>
      )
    );
    return (
      <ContentCard
        item={{ kind: 'news', id: news.id, title: news.title }}
        onOpen={() => (selection ? selection.onToggle(news.id) : onOpen(news.id))}
        overlay={
          selection && (
            <Checkbox
              checked={selection.selected}
              onChange={() => selection.onToggle(news.id)}
              slotProps={{ input: { 'aria-label': t('downloads.selectItem', { title: news.title }) } }}
              sx={{
                position: 'absolute',
                top: 4,
                right: 4,
                zIndex: 1,
                bgcolor: 'background.paper',
                borderRadius: 1,
                '&:hover': { bgcolor: 'background.paper' },
              }}
            />
          )
        }
        highlights={news.highlights}
        title={news.title}
        summary={news.meta_description}
        categories={news.categories}
        publishAt={news.publish_at}
        updatedLabel={news.revised_at ? t('news.updated') : undefined}
        cover={
          <CardCover src={news.thumbnail} renditions={news.thumbnail_renditions} priority={priority} sizes={imageSizes}>
            {news.images_count > 0 && (
              <CoverBadge corner="left">
                <PhotoLibraryOutlined sx={{ fontSize: 16 }} />
                {t('news.photoCount', { count: news.images_count })}
              </CoverBadge>
            )}
            {mark}
            {news.urgent && (
              <CoverBadge corner="bottom-right" tone="alert">
                <PriorityHigh sx={{ fontSize: 16 }} />
                {t('usageTerms.urgent')}
              </CoverBadge>
            )}
            {news.breaking && (
              <CoverBadge corner="bottom-left" tone="alert">
                <Bolt sx={{ fontSize: 16 }} />
                {t('news.breaking')}
              </CoverBadge>
            )}
          </CardCover>
        }
      />
    );
  },
  (before, after) =>
    before.news === after.news &&
    before.priority === after.priority &&
    before.imageSizes === after.imageSizes &&
    before.onOpen === after.onOpen &&
    before.selection?.selected === after.selection?.selected &&
    before.selection?.onToggle === after.selection?.onToggle,
);
