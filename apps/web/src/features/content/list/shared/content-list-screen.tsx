import type { Paged, SearchFacets } from '@portal/shared';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../../components/page-title.tsx';
import { ScrollToTopButton } from '../../../../components/scroll-to-top-button.tsx';
import { hasFilters, type useListParams } from '../../../../lib/list-params.ts';
import { Button } from '../../../../ui/button.tsx';
import { ListActions, ListFilters } from './list-filters.tsx';
import { type CardPlacement, PagedGrid } from './paged-grid.tsx';
import { SearchFacetsPanel } from './search-facets.tsx';
import { SearchSummary } from './search-summary.tsx';
import { useRedirectWhenRefused } from './subscription-gate.ts';

type Props<Item> = {
  title: string;
  /** What the cards are, for the region that holds them (defaults to the title). */
  listLabel?: string;
  searchLabel: string;
  listState: ReturnType<typeof useListParams>;
  list: UseQueryResult<Paged<Item>>;
  /** The query key the refresh button invalidates. */
  refreshKey: readonly unknown[];
  classified?: boolean;
  renderItem: (item: Item, placement: CardPlacement) => ReactNode;
  empty: { title: string; hint: string };
  /** A search's counts per date band, category, language and province, once they have come (never waited for). */
  facets?: SearchFacets | undefined;
  /** Shown between the filters and the cards (the pinned strip). */
  beforeList?: ReactNode;
  /** Whether the list's first row loads its pictures first: not when cards shown above it do. */
  prioritizeFirstRow?: boolean;
  /** Dialogs the cards open. */
  children?: ReactNode;
  /**
   * Draws the title and the dialogs, none of the list: a dialog covers the whole screen (useListUndrawnBehind). The
   * list's thousands of elements would cost a phone a second's work for a screen nobody sees yet.
   */
  listUndrawn?: boolean;
};

/**
 * A content list screen: title, filter bar, a search's result line, a page of cards with its states, page links, scroll-to-top.
 * A list the plan leaves out (a typed or remembered address) sends the client to the plans.
 */
export function ContentListScreen<Item extends { id: number }>(props: Props<Item>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { params, update, clear } = props.listState;
  const filtered = hasFilters(params);
  const refused = useRedirectWhenRefused(props.list.error);
  return (
    <>
      <PageTitle
        actions={
          <ListActions params={params} onClear={clear} onRefresh={() => queryClient.invalidateQueries({ queryKey: props.refreshKey })} />
        }
      >
        {props.title}
      </PageTitle>
      {!props.listUndrawn && (
        <>
          <ListFilters params={params} onChange={update} searchLabel={props.searchLabel} classified={props.classified ?? true} />
          {props.beforeList}
          {params.query.trim() && props.list.data && <SearchSummary meta={props.list.data.meta} params={params} />}
          {params.query.trim() && props.facets && <SearchFacetsPanel facets={props.facets} params={params} onChange={update} />}
          {!refused && (
            <PagedGrid
              list={props.list}
              page={params.page}
              onPage={(page) => update({ page })}
              renderItem={props.renderItem}
              prioritizeFirstRow={props.prioritizeFirstRow}
              label={props.listLabel ?? props.title}
              empty={{
                title: props.empty.title,
                hint: filtered ? t('common.emptyFilteredHint') : props.empty.hint,
                action: filtered && <Button onClick={clear}>{t('filters.clear')}</Button>,
              }}
            />
          )}
        </>
      )}
      {props.children}
      <ScrollToTopButton />
    </>
  );
}
