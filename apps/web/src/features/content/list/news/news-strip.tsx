import type { NewsCard as NewsCardData } from '@portal/shared';
import type { CSSProperties, ReactNode } from 'react';
import { cardsPerRow, PINNED_CARD_WIDTH, PINNED_IMAGE_SIZES } from '../../components/shared/card-grid.ts';
import { useDrawnCount } from '../shared/use-drawn-count.ts';
import { NewsCard } from './news-card.tsx';
import styles from './news-strip.module.css';

type Props = {
  /** The strip's heading and the id that names its region. */
  heading: string;
  headingId: string;
  news: NewsCardData[] | undefined;
  onOpen: (id: number) => void;
  onIntent?: ((id: number) => void) | undefined;
  /** Whether the cards in view load their pictures first: not when a strip above them does. */
  priority?: boolean;
  /** Beside the heading (the link to the whole list). */
  action?: ReactNode;
};

/**
 * A row of news above the list that scrolls sideways: the agency's pinned items, the person's home district's.
 * The cards in view load their pictures first.
 */
export function NewsStrip({ heading, headingId, news, onOpen, onIntent, priority = true, action }: Props) {
  const inView = cardsPerRow(window.innerWidth);
  // The cards in view and the next one first (the strip scrolls sideways), the rest a task later.
  const drawn = useDrawnCount(news?.length ?? 0, inView + 1);
  if (!news || news.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.strip}>
      <div className={styles.heading}>
        <h2 id={headingId} className={styles.title}>
          {heading}
        </h2>
        {action}
      </div>
      <div
        className={styles.row}
        style={{ '--card-min': `${PINNED_CARD_WIDTH.min}px`, '--card-max': `${PINNED_CARD_WIDTH.max}px` } as CSSProperties}
      >
        {news.slice(0, drawn).map((item, index) => (
          <NewsCard
            key={item.id}
            news={item}
            priority={priority && index < inView}
            imageSizes={PINNED_IMAGE_SIZES}
            onOpen={onOpen}
            onIntent={onIntent}
          />
        ))}
      </div>
    </section>
  );
}
