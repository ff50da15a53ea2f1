import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { LineChart } from '@mui/x-charts/LineChart';
import type { AnalyticsSummary } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { formatMonthDay } from '../../../lib/dates.ts';
import { ChartFiguresTable } from './chart-figures-table.tsx';
import { FIGURES } from './figures.ts';

const HEIGHT = 300;

/** Views, copies, downloads and posts each day of the range, as lines. */
export function PerDayChart({ summary }: { summary: UseQueryResult<AnalyticsSummary> }) {
  const { t } = useTranslation();
  if (summary.isError) return <LoadError query={summary} />;
  if (!summary.data) return <Skeleton variant="rounded" height={HEIGHT} />;
  const { days, totals } = summary.data;
  if (FIGURES.every((figure) => totals[figure] === 0)) return <EmptyState title={t('analytics.empty')} hint={t('analytics.emptyHint')} />;

  const name = t('analytics.perDayChart');
  return (
    <Box role="figure" aria-label={name}>
      <LineChart
        height={HEIGHT}
        xAxis={[{ scaleType: 'point', data: days.map((row) => row.day), valueFormatter: formatMonthDay }]}
        yAxis={[{ tickMinStep: 1, width: 40 }]}
        series={FIGURES.map((figure) => ({
          data: days.map((row) => row[figure]),
          label: t(`analytics.figures.${figure}`),
          showMark: days.length <= 31,
        }))}
        grid={{ horizontal: true }}
        margin={{ left: 0, right: 8 }}
      />
      <ChartFiguresTable
        caption={t('analytics.chartFigures', { chart: name })}
        heading={t('analytics.day')}
        rows={days.map((row) => ({ ...row, label: row.day }))}
      />
    </Box>
  );
}
