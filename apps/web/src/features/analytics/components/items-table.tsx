import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { ANALYTICS_PAGE_SIZE, type AnalyticsItemRow, type AnalyticsItemSort } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsRange, type TableParams, useAnalyticsItems } from '../api/get-analytics.ts';
import { FiguresTable } from './figures-table.tsx';

/** An item's title (or that it was deleted) and its kind. */
export function ItemName({ row }: { row: AnalyticsItemRow }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, alignItems: 'center', minWidth: 160 }}>
      <Chip size="small" variant="outlined" label={t(`analytics.kinds.${row.kind}`)} />
      <Box component="span" sx={{ fontWeight: 600, color: row.title ? 'text.primary' : 'text.secondary' }}>
        {row.title ?? t('analytics.deletedItem', { id: row.item_id })}
      </Box>
    </Box>
  );
}

/** The range's items with their figures, the most viewed first. */
export function ItemsTable({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<TableParams<AnalyticsItemSort>>({ page: 1, sortBy: 'views', descending: true });
  const list = useAnalyticsItems(range, params);
  return (
    <FiguresTable
      label={t('analytics.itemsTable')}
      list={list}
      leading={[{ key: 'title', label: t('analytics.item'), sort: 'title', render: (row) => <ItemName row={row} /> }]}
      params={params}
      pageSize={ANALYTICS_PAGE_SIZE}
      byName="title"
      onChange={setParams}
    />
  );
}
