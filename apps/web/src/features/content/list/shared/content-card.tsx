import type { CardHighlights, CategoryRef } from '@portal/shared';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { formatCardDate } from '../../../../lib/dates.ts';
import { type ItemRef, useItemCardActions } from '../../../../lib/item-actions.tsx';
import { CategoryChips } from './category-chips.tsx';
import styles from './content-card.module.css';
import { highlightedText } from './highlighted-text.tsx';

type Props = {
  /** The item the card shows, for the actions the app adds to cards (Save). */
  item: ItemRef;
  cover: ReactNode;
  title: string;
  publishAt: string;
  categories?: CategoryRef[];
  summary?: string;
  /** Shown as "Updated" beside the date when the agency corrected the item after publishing it. */
  updatedLabel?: string | undefined;
  /** On a search page, the searched words in title and summary. */
  highlights?: CardHighlights | undefined;
  onOpen: () => void;
  /** The reader is about to open it (a pointer over it, a finger or the keyboard's focus on it): time to fetch its detail. */
  onIntent?: (() => void) | undefined;
  /** Over the card's corner, outside the area that opens it (the list's selection checkbox). */
  overlay?: ReactNode;
};

/**
 * A card of a content grid: its cover, categories, title, summary and publish date; the whole card opens the item.
 * The app's card actions (Save) sit in the bottom corner, outside the area that opens it.
 */
export function ContentCard({
  item,
  cover,
  title,
  publishAt,
  categories = [],
  summary,
  updatedLabel,
  highlights,
  onOpen,
  onIntent,
  overlay,
}: Props) {
  const CardActions = useItemCardActions();
  return (
    <article className={clsx(styles.card, CardActions && styles.withActions)}>
      {overlay}
      <button type="button" className={styles.open} onClick={onOpen} onPointerEnter={onIntent} onFocus={onIntent} onTouchStart={onIntent}>
        {cover}
        <span className={styles.content}>
          <CategoryChips categories={categories} />
          <h3 className={styles.title}>{highlightedText(title, highlights?.title)}</h3>
          {summary && <span className={styles.summary}>{highlightedText(summary, highlights?.meta_description)}</span>}
          <span className={styles.date}>
            <time dateTime={publishAt}>{formatCardDate(publishAt)}</time>
            {updatedLabel && ` · ${updatedLabel}`}
          </span>
        </span>
      </button>
      {CardActions && (
        <div className={styles.actions}>
          <CardActions {...item} />
        </div>
      )}
    </article>
  );
}
