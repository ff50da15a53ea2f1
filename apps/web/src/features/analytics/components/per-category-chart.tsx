import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BarChart } from '@mui/x-charts/BarChart';
import type { AnalyticsCategories } from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { ChartFiguresTable } from './chart-figures-table.tsx';
import { FIGURES } from './figures.ts';

const BAR_ROW_PX = 34;
const AXES_PX = 90;

/** Each category's figures as stacked horizontal bars, names in the reader's language. */
export function PerCategoryChart({ categories }: { categories: UseQueryResult<AnalyticsCategories> }) {
  const { t, i18n } = useTranslation();
  if (categories.isError) return <LoadError query={categories} />;
  if (!categories.data) return <Skeleton variant="rounded" height={300} />;
  const rows = categories.data.data.map((row) => ({ ...row, label: i18n.language === 'ne' ? row.name_ne : row.name }));
  if (rows.every((row) => FIGURES.every((figure) => row[figure] === 0))) return <EmptyState title={t('analytics.empty')} />;

  const name = t('analytics.perCategoryChart');
  return (
    <Box role="figure" aria-label={name}>
      <BarChart
        layout="horizontal"
        height={rows.length * BAR_ROW_PX + AXES_PX}
        yAxis={[{ scaleType: 'band', data: rows.map((row) => row.label), width: 96 }]}
        xAxis={[{ tickMinStep: 1 }]}
        series={FIGURES.map((figure) => ({ data: rows.map((row) => row[figure]), label: t(`analytics.figures.${figure}`), stack: 'all' }))}
        grid={{ vertical: true }}
        margin={{ right: 12 }}
      />
      <ChartFiguresTable caption={t('analytics.chartFigures', { chart: name })} heading={t('analytics.category')} rows={rows} />
    </Box>
  );
}
