import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import type { Paged } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { LoadError } from '../../../../components/load-error.tsx';
import { PageLinks } from '../../../../components/page-links.tsx';
import { cardGridSx, cardsPerRow } from './card-grid.ts';
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
      <Box sx={cardGridSx} aria-busy="true" aria-label={t('common.loading')}>
        {SKELETON_CARDS.map((card) => (
          <Skeleton key={card} variant="rounded" height={300} />
        ))}
      </Box>
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
      <Box sx={{ height: 4, mb: 1 }}>{list.isFetching && <LinearProgress aria-label={t('common.loading')} />}</Box>
      <Box component="section" aria-label={label} sx={cardGridSx}>
        {data.slice(0, drawn).map((item, index) => renderItem(item, { priority: index < firstRow }))}
      </Box>
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
