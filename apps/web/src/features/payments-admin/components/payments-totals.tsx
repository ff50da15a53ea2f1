import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { PaymentTotals } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupees } from '../../../lib/numbers.ts';

/** The sums of every payment the filters select, not only the page shown. */
export function PaymentsTotals({ totals }: { totals: PaymentTotals }) {
  const { t } = useTranslation();
  const figures = [
    { label: t('paymentsAdmin.totals.count'), value: formatNumber(totals.count) },
    { label: t('paymentsAdmin.totals.amount'), value: formatRupees(totals.amount) },
    { label: t('paymentsAdmin.totals.vat'), value: formatRupees(totals.vat_amount) },
    { label: t('paymentsAdmin.totals.total'), value: formatRupees(totals.total_amount) },
  ];
  return (
    <Paper variant="outlined" component="section" aria-label={t('paymentsAdmin.totals.label')} sx={{ mb: 2, px: 2, py: 1.5 }}>
      <Box component="dl" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, m: 0 }}>
        {figures.map((figure) => (
          <div key={figure.label}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {figure.label}
            </Box>
            <Box component="dd" sx={{ m: 0, fontWeight: 700, typography: 'h6', fontVariantNumeric: 'tabular-nums' }}>
              {figure.value}
            </Box>
          </div>
        ))}
      </Box>
    </Paper>
  );
}
