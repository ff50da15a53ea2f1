import Box from '@mui/material/Box';
import { priceOf, type SubscriptionPlan, VAT_PERCENT } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { formatRupees } from '../../../lib/numbers.ts';

type Props = { plan: SubscriptionPlan; screen: number; month: number };

/** The checkout's running totals, with the shared `priceOf`: each cost once chosen, the sums once both are. */
export function PriceSummary({ plan, screen, month }: Props) {
  const { t } = useTranslation();
  const price = priceOf(plan, screen, month);
  const lines: [label: string, paisa: number | undefined][] = [
    [t('payments.checkout.screenCost'), plan.screen_setup.screen.find((option) => option.screen === screen)?.amount],
    [t('payments.checkout.monthCost'), plan.monthly_setup.monthly.find((option) => option.month === month)?.amount],
    [t('payments.checkout.subtotal'), price?.subtotal],
    [t('payments.checkout.vat', { percent: VAT_PERCENT }), price?.vat_amount],
  ];
  const amount = (paisa: number | undefined) => (paisa === undefined ? t('payments.checkout.notChosen') : formatRupees(paisa));
  return (
    <Box component="dl" aria-label={t('payments.checkout.summary')} sx={{ m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {lines.map(([label, paisa]) => (
        <Line key={label} label={label} amount={amount(paisa)} />
      ))}
      <Line label={t('payments.checkout.total')} amount={amount(price?.total_amount)} total />
    </Box>
  );
}

function Line({ label, amount, total = false }: { label: string; amount: string; total?: boolean }) {
  return (
    <Box
      sx={[
        { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 2 },
        total && { borderTop: 1, borderColor: 'divider', pt: 1, mt: 0.5, fontWeight: 700 },
      ]}
    >
      <Box component="dt" sx={{ color: total ? 'text.primary' : 'text.secondary' }}>
        {label}
      </Box>
      <Box component="dd" aria-live={total ? 'polite' : undefined} sx={{ m: 0, typography: total ? 'h3' : undefined }}>
        {amount}
      </Box>
    </Box>
  );
}
