import Box from '@mui/material/Box';
import { priceOf, type SubscriptionPlan, type UpgradeCredit, VAT_PERCENT } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { localText } from '../../../lib/local-text.ts';
import { formatRupees } from '../../../lib/numbers.ts';

type Props = { plan: SubscriptionPlan; screen: number; month: number; credit: UpgradeCredit | null };

/**
 * The checkout's running totals, with the shared `priceOf`: each cost once chosen, the sums once both are; an
 * upgrade's credit for the unused days of the plan it replaces comes off before VAT, on a line of its own.
 */
export function PriceSummary({ plan, screen, month, credit }: Props) {
  const { t, i18n } = useTranslation();
  const price = priceOf(plan, screen, month, credit?.amount ?? 0);
  const lines: [label: string, paisa: number | undefined][] = [
    [t('payments.checkout.screenCost'), plan.screen_setup.screen.find((option) => option.screen === screen)?.amount],
    [t('payments.checkout.monthCost'), plan.monthly_setup.monthly.find((option) => option.month === month)?.amount],
    [t('payments.checkout.subtotal'), price?.subtotal],
    ...(credit
      ? [
          [
            t('payments.checkout.credit', { plan: localText(credit.plan_name, credit.plan_name_ne, i18n.language), count: credit.days }),
            -credit.amount,
          ] as [string, number],
        ]
      : []),
    [t('payments.checkout.vat', { percent: VAT_PERCENT }), price?.vat_amount],
  ];
  const amount = (paisa: number | undefined) =>
    paisa === undefined ? t('payments.checkout.notChosen') : paisa < 0 ? `− ${formatRupees(-paisa)}` : formatRupees(paisa);
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
