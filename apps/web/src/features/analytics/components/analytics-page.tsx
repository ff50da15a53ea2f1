import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { type AnalyticsRange, useAnalyticsCategories, useAnalyticsSummary } from '../api/get-analytics.ts';
import { ClientsTable } from './clients-table.tsx';
import { CsvButton } from './csv-button.tsx';
import { FeedCallsTable } from './feed-calls-table.tsx';
import { InactiveClientsList } from './inactive-clients-list.tsx';
import { ItemsTable } from './items-table.tsx';
import { PerCategoryChart } from './per-category-chart.tsx';
import { PerDayChart } from './per-day-chart.tsx';
import { RangeControls } from './range-controls.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import { TopItemsList } from './top-items-list.tsx';

/** /admin/analytics: what clients viewed, copied, downloaded and posted, over chosen days, with CSV exports. */
export function AnalyticsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState<AnalyticsRange>({});
  const summary = useAnalyticsSummary(range);
  const categories = useAnalyticsCategories(range);
  // The tables go back to their first page when the range changes.
  const rangeKey = JSON.stringify(range);

  return (
    <>
      <PageTitle>{t('analytics.title')}</PageTitle>
      <RangeControls value={range} shown={summary.data} onChange={setRange} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('analytics.rangeNote')}
      </Typography>
      <SummaryTiles totals={summary.data?.totals} urgentSmsSent={summary.data?.urgent_sms_sent} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, lg: 7 }}>
          <SectionCard heading={t('analytics.perDay')} actions={<CsvButton report="days" range={range} />}>
            <PerDayChart summary={summary} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard
            heading={t('analytics.perCategory')}
            about={t('analytics.perCategoryAbout')}
            actions={<CsvButton report="categories" range={range} />}
          >
            <PerCategoryChart categories={categories} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard heading={t('analytics.perItem')} actions={<CsvButton report="items" range={range} />}>
            <ItemsTable key={rangeKey} range={range} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard heading={t('analytics.perClient')} actions={<CsvButton report="clients" range={range} />}>
            <ClientsTable key={rangeKey} range={range} />
          </SectionCard>
        </Grid>
        <Grid size={12}>
          <SectionCard heading={t('feedCalls.title')} about={t('feedCalls.about')}>
            <FeedCallsTable key={rangeKey} range={range} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 7 }}>
          <SectionCard heading={t('analytics.top')} about={t('analytics.topAbout')}>
            <TopItemsList kind={range.kind} />
          </SectionCard>
        </Grid>
        <Grid size={{ xs: 12, lg: 5 }}>
          <SectionCard heading={t('analytics.inactive')} about={t('analytics.inactiveAbout')}>
            <InactiveClientsList />
          </SectionCard>
        </Grid>
      </Grid>
    </>
  );
}
