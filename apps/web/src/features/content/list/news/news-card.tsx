import type { NewsCard as NewsCardData } from '@portal/shared';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { CardCover, CoverBadge } from '../shared/card-cover.tsx';
import { ContentCard } from '../shared/content-card.tsx';
import styles from './news-card.module.css';

type Props = {
  news: NewsCardData;
  /** In the first row: the picture loads at once and first. */
  priority?: boolean;
  /** How wide the picture shows, when not in a column of the card grid. */
  imageSizes?: string;
  /** Stable across renders (the card is memoized: a page draws its cards in batches, and each batch leaves the drawn ones alone). */
  onOpen: (id: number) => void;
  /** Stable too: the reader is about to open the item (ContentCard `onIntent`). */
  onIntent?: ((id: number) => void) | undefined;
  /** In the list's selection mode: whether this card is chosen, and a stable `onToggle(id)`. */
  selection?: { selected: boolean; onToggle: (id: number) => void } | undefined;
};

/** A news card (SPEC.md §2): image count, pinned or auto-posted mark, Breaking, Urgent, categories, title, summary, date. */
export const NewsCard = memo(
  function NewsCard({ news, priority, imageSizes, onOpen, onIntent, selection }: Props) {
    const { t } = useTranslation();
    const mark = news.pin ? (
      <CoverBadge corner="right" icon="pushPin" label={t('news.pinned')} />
    ) : (
      news.auto_post && <CoverBadge corner="right" icon="cloudDone" label={t('news.autoPosted')} />
    );
    return (
      <ContentCard
        item={{ kind: 'news', id: news.id, title: news.title }}
        onOpen={() => (selection ? selection.onToggle(news.id) : onOpen(news.id))}
        onIntent={onIntent && !selection ? () => onIntent(news.id) : undefined}
        overlay={
          selection && (
            <input
              type="checkbox"
              className={styles.choose}
              checked={selection.selected}
              onChange={() => selection.onToggle(news.id)}
              aria-label={t('downloads.selectItem', { title: news.title })}
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
              <CoverBadge corner="left" icon="photoLibraryOutlined">
                {t('news.photoCount', { count: news.images_count })}
              </CoverBadge>
            )}
            {mark}
            {news.urgent && (
              <CoverBadge corner="bottom-right" tone="alert" icon="priorityHigh">
                {t('usageTerms.urgent')}
              </CoverBadge>
            )}
            {news.breaking && (
              <CoverBadge corner="bottom-left" tone="alert" icon="bolt">
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
    before.onIntent === after.onIntent &&
    before.selection?.selected === after.selection?.selected &&
    before.selection?.onToggle === after.selection?.onToggle,
);
