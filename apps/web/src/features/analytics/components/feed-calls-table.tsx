import { ANALYTICS_PAGE_SIZE, type FeedCallsRow, type FeedCallsSort } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { type AnalyticsRange, type TableParams, useFeedCalls } from '../api/get-analytics.ts';
import { ClientName } from './clients-table.tsx';
import { formatCount } from './figures.ts';
import { type FigureColumn, SortedPagedTable } from './figures-table.tsx';

/** Feed API calls per client and Nepal day over the range, the most calls first. */
export function FeedCallsTable({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<TableParams<FeedCallsSort>>({ page: 1, sortBy: 'calls', descending: true });
  const list = useFeedCalls(range, params);
  const columns: FigureColumn<FeedCallsRow, FeedCallsSort>[] = [
    {
      key: 'company',
      label: t('feedCalls.company'),
      sort: 'company_name',
      render: (row) => (
        <ClientName
          row={{ full_name: row.company_name || row.full_name, company_name: row.company_name ? row.full_name : '', email: row.email }}
        />
      ),
    },
    { key: 'day', label: t('feedCalls.day'), sort: 'day', render: (row) => formatDay(row.day) },
    { key: 'calls', label: t('feedCalls.calls'), sort: 'calls', align: 'right', render: (row) => formatCount(row.calls) },
  ];
  return (
    <SortedPagedTable
      label={t('feedCalls.table')}
      emptyTitle={t('feedCalls.empty')}
      list={list}
      columns={columns}
      params={params}
      pageSize={ANALYTICS_PAGE_SIZE}
      byName="company_name"
      onChange={setParams}
    />
  );
}
