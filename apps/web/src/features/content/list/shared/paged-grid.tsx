import type { Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { PageLinks } from '../../../../components/page-links.tsx';
import { LinearProgress } from '../../../../ui/linear-progress.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import { cardGridStyle, cardsPerRow } from '../../components/shared/card-grid.ts';
import styles from './paged-grid.module.css';
import { useDrawnCount } from './use-drawn-count.ts';

/** Placeholders shown while the first page loads; they never reorder, so their number is their key. */
const SKELETON_CARDS = [1, 2, 3, 4, 5, 6, 7, 8];

/** Where a card sits: `priority` for the first row, whose pictures load at once. */
export type CardPlacement = { priority: boolean };

type Props<Item> = {
  list: UseQueryResult<Paged<Item>>;
  page: number;
  onPage: (page: number) => void;
  renderItem: (item: Item, placement: CardPlacement) => ReactNode;
  /** Names the cards' region for assistive technology. */
  label: string;
  empty: { title: string; hint: string; action?: ReactNode };
  /** False when other cards come first on the page (the pinned strip): then they get the priority. */
  prioritizeFirstRow?: boolean | undefined;
};

/** A page of cards with its loading skeletons, empty state, error with retry, and page links. */
export function PagedGrid<Item extends { id: number }>({
  list,
  page,
  onPage,
  renderItem,
  label,
  empty,
  prioritizeFirstRow = true,
}: Props<Item>) {
  const { t } = useTranslation();
  const perRow = cardsPerRow(window.innerWidth);
  // Two rows cover a first screen on a phone and on a desktop alike.
  const drawn = useDrawnCount(list.data?.data.length ?? 0, 2 * perRow);
  if (list.isPending) {
    return (
      <div role="status" className={styles.grid} style={cardGridStyle} aria-busy="true" aria-label={t('common.loading')}>
        {SKELETON_CARDS.map((card) => (
          <Skeleton key={card} height={300} />
        ))}
      </div>
    );
  }
  if (list.isError) {
    return <LoadError query={list} />;
  }
  const { data, meta } = list.data;
  if (data.length === 0) return <EmptyState {...empty} />;
  const firstRow = prioritizeFirstRow ? perRow : 0;
  return (
    <>
      <div className={styles.progress}>{list.isFetching && <LinearProgress label={t('common.loading')} />}</div>
      <section aria-label={label} className={styles.grid} style={cardGridStyle}>
        {data.slice(0, drawn).map((item, index) => renderItem(item, { priority: index < firstRow }))}
      </section>
      <PageLinks
        page={page}
        lastPage={meta.last_page}
        onChange={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
