import Chip from '@mui/material/Chip';
import type { PaymentStatus } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const COLORS = {
  initiated: 'default',
  pending: 'warning',
  ambiguous: 'warning',
  completed: 'success',
  failed: 'error',
  refunded: 'info',
  disputed: 'error',
} as const;

/** Where a payment stands, as a small outlined chip: the palette's light tones colour the border, the text stays readable. */
export function PaymentStatusChip({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={COLORS[status]}
      label={t(`paymentsAdmin.statuses.${status}`)}
      sx={{ color: 'text.primary' }}
    />
  );
}
