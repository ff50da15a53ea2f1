import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OwnNewsStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { OwnNewsFilters } from '../../../components/own-news-filters.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { hasOwnNewsFilters, useOwnNewsParams } from '../../../lib/own-news-params.ts';
import { useReviewList } from '../api/get-review-list.ts';
import { ReviewQueueTable } from './review-queue-table.tsx';

/** The queue's tabs; the queue opens on what waits for a decision. */
export const QUEUE_TABS = ['pending', 'changes_requested', 'rejected', 'published'] as const satisfies readonly OwnNewsStatus[];

/** /admin/review: the news clients uploaded, by where their review stands, with the news tables' filters. */
export function ReviewQueuePage() {
  const { t } = useTranslation();
  const { params, update, clear, sortBy } = useOwnNewsParams();
  const status = params.status ?? 'pending';
  const queueParams = { ...params, status };
  const list = useReviewList(queueParams);

  return (
    <>
      <PageTitle>{t('review.title')}</PageTitle>
      <Tabs
        value={QUEUE_TABS.includes(status as (typeof QUEUE_TABS)[number]) ? status : false}
        onChange={(_, next: OwnNewsStatus) => update({ status: next })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('review.tabsLabel')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {QUEUE_TABS.map((tab) => (
          <Tab key={tab} value={tab} label={t(`newsStatus.${tab}`)} />
        ))}
      </Tabs>
      <OwnNewsFilters searchLabel={t('review.search')} params={queueParams} onChange={update} onReset={clear} statusFilter={false} />
      <ReviewQueueTable
        list={list}
        params={queueParams}
        filtered={hasOwnNewsFilters(params)}
        onSort={sortBy}
        onPage={(page) => {
          update({ page });
          window.scrollTo({ top: 0 });
        }}
        onReset={clear}
      />
    </>
  );
}
