import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ANALYTICS_PAGE_SIZE, type AnalyticsClientSort } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsRange, type TableParams, useAnalyticsClients } from '../api/get-analytics.ts';
import { FiguresTable } from './figures-table.tsx';

/** A client organisation's name with its company and address under it. */
export function ClientName({ row }: { row: { full_name: string; company_name: string; email: string } }) {
  return (
    <Box sx={{ minWidth: 180 }}>
      <Box sx={{ fontWeight: 600 }}>{row.full_name}</Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {[row.company_name, row.email].filter(Boolean).join(' · ')}
      </Typography>
    </Box>
  );
}

/** The range's clients with their figures, the most active first. */
export function ClientsTable({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [params, setParams] = useState<TableParams<AnalyticsClientSort>>({ page: 1, sortBy: 'views', descending: true });
  const list = useAnalyticsClients(range, params);
  return (
    <FiguresTable
      label={t('analytics.clientsTable')}
      list={list}
      leading={[{ key: 'name', label: t('analytics.client'), sort: 'full_name', render: (row) => <ClientName row={row} /> }]}
      params={params}
      pageSize={ANALYTICS_PAGE_SIZE}
      byName="full_name"
      onChange={setParams}
    />
  );
}
