import { endpoints } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../../../../lib/auth.ts';
import { isPlainFirstPage, type ListParams, useListParams, writeListParams } from '../../../../lib/list-params.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { Button } from '../../../../ui/button.tsx';
import { lazyComponent } from '../../../../ui/lazy-component.ts';
import text from '../../../../ui/text.module.css';
import { newsKeys, prefetchNewsDetail, useDistrictNews, useNewsList, usePinnedNews } from '../../api/get-news.ts';
import { useSearchFacets } from '../../api/get-search-facets.ts';
import { newsFeed } from '../../api/news-feed.ts';
import { ITEM_DIALOGS } from '../../components/shared/item-dialogs.ts';
import { NewItemsChip } from '../news-feed/new-items-chip.tsx';
import { ContentListScreen } from '../shared/content-list-screen.tsx';
import { useOpenGate } from '../shared/subscription-gate.ts';
import { useOpenIntent } from '../shared/use-open-intent.ts';
import { useListUndrawnBehind, useOpenedItem, useOpenedOnce } from '../shared/use-opened-item.ts';
import { NewsCard } from './news-card.tsx';
import styles from './news-page.module.css';
import { useNewsSelection } from './news-selection.ts';
import { NewsStrip } from './news-strip.tsx';
import { PromoDialog } from './promo-dialog.tsx';
import { SelectionBar } from './selection-bar.tsx';

/** The detail (with Post to my site and its form schemas) loads when an item is first opened, not with the list. */
const NewsDetailDrawer = lazyComponent(() => import('../../item/news/news-detail-drawer.tsx').then((m) => m.NewsDetailDrawer));

/**
 * The news list (SPEC.md §2), the landing screen after login. `listActions`: what the app adds beside
 * the heading for the list shown (Save this search), as features do not import each other.
 */
export function NewsPage({ listActions }: { listActions?: (params: ListParams) => ReactNode } = {}) {
  const { t, i18n } = useTranslation();
  const listState = useListParams();
  const list = useNewsList(listState.params);
  const facets = useSearchFacets(newsKeys.all, endpoints.news.facets, listState.params);
  // The pinned strip belongs to the plain first page: during a search or with a filter the results come first.
  const plainFirstPage = isPlainFirstPage(listState.params);
  const pinned = usePinnedNews();
  const pinnedShown = plainFirstPage && (pinned.data?.length ?? 0) > 0;
  // Local news first: the latest of the person's home district, on the plain first page too.
  const home = useProfile().data?.home_district ?? null;
  const local = useDistrictNews(plainFirstPage && home ? home.id : undefined);
  const localShown = plainFirstPage && home !== null && (local.data?.length ?? 0) > 0;
  const homeName = home ? home[i18n.language === 'ne' ? 'ne' : 'en'] : '';
  const [openedId, openItem, closeItem] = useOpenedItem(ITEM_DIALOGS.news);
  const detailUsed = useOpenedOnce(openedId);
  const listUndrawn = useListUndrawnBehind(openedId, ITEM_DIALOGS.news);
  const gate = useOpenGate();
  const open = useCallback((id: number) => gate(() => openItem(id)), [gate, openItem]);
  const queryClient = useQueryClient();
  const intent = useOpenIntent(NewsDetailDrawer.preload, prefetchNewsDetail);
  const selection = useNewsSelection();
  // Choosing news serves only the ZIP download, which starts at reporter: a viewer is not offered it.
  const mayDownload = useTeamReach('reporter');
  const selecting = mayDownload && selection.active;
  const showNewItems = () => {
    newsFeed.markSeen();
    listState.update({});
    void queryClient.invalidateQueries({ queryKey: newsKeys.all });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <ContentListScreen
      title={t('pages.news')}
      listLabel={t('news.latestHeading')}
      searchLabel={t('news.search')}
      listState={listState}
      list={list}
      facets={facets.data}
      refreshKey={newsKeys.all}
      renderItem={(news, { priority }) => (
        <NewsCard
          key={news.id}
          news={news}
          priority={priority}
          onOpen={open}
          onIntent={intent}
          selection={selecting ? { selected: selection.ids.includes(news.id), onToggle: selection.toggle } : undefined}
        />
      )}
      empty={{ title: t('news.empty'), hint: t('news.emptyHint') }}
      prioritizeFirstRow={!pinnedShown && !localShown}
      listUndrawn={listUndrawn}
      beforeList={
        <>
          <NewItemsChip params={listState.params} shown={list.data?.data ?? []} onShow={showNewItems} />
          {pinnedShown && (
            <NewsStrip heading={t('news.pinnedHeading')} headingId="pinned-heading" news={pinned.data} onOpen={open} onIntent={intent} />
          )}
          {localShown && home && (
            <NewsStrip
              heading={t('places.fromDistrict', { district: homeName })}
              headingId="home-district-heading"
              news={local.data}
              onOpen={open}
              onIntent={intent}
              priority={!pinnedShown}
              action={
                <RouterLink
                  className={text.link}
                  to={`?${writeListParams(new URLSearchParams(), { page: 1, query: '', categoryIds: [], provinceId: home.province, districtId: home.id })}`}
                >
                  {t('places.fromDistrictMore', { district: homeName })}
                </RouterLink>
              }
            />
          )}
          <div className={styles.heading}>
            <h2 className={text.h2}>{t('news.latestHeading')}</h2>
            {list.data && !listState.params.query.trim() && (
              <p role="status" className={`${text.body1} ${text.secondary}`}>
                {t('news.total', { count: list.data.meta.total })}
              </p>
            )}
            <div className={styles.actions}>
              {listActions?.(listState.params)}
              {mayDownload && (
                <Button size="small" aria-pressed={selection.active} onClick={() => selection.setSelecting(!selection.active)}>
                  {selection.active ? t('downloads.doneSelecting') : t('downloads.select')}
                </Button>
              )}
            </div>
          </div>
        </>
      }
    >
      {detailUsed && (
        <Suspense>
          <NewsDetailDrawer id={openedId} onClose={closeItem} />
        </Suspense>
      )}
      {selecting && <SelectionBar ids={selection.ids} refused={selection.refused} onClear={selection.clear} />}
      <PromoDialog deepLinked={openedId !== undefined} />
    </ContentListScreen>
  );
}
