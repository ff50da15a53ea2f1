import Chip from '@mui/material/Chip';
import type { ClientSubscriptionState } from '@portal/shared';
import { useTranslation } from 'react-i18next';

const COLORS = { active: 'success', trial: 'info', expired: 'warning', none: 'default' } as const;
// The palette's light tones fail the contrast of small text on the page: the colour goes to the border only.
export const READABLE_CHIP = { color: 'text.primary' };

/** Where a client's subscription stands, as a small coloured chip. */
export function SubscriptionStateChip({ state }: { state: ClientSubscriptionState }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLORS[state]} label={t(`clientsAdmin.states.${state}`)} sx={READABLE_CHIP} />;
}

/** The account's flags: suspended outweighs unverified, a plain verified account shows nothing loud. */
export function AccountStatusChip({ verified, suspended }: { verified: boolean; suspended: boolean }) {
  const { t } = useTranslation();
  if (suspended) return <Chip size="small" color="error" label={t('clientsAdmin.status.suspended')} />;
  if (!verified)
    return <Chip size="small" color="warning" variant="outlined" label={t('clientsAdmin.status.unverified')} sx={READABLE_CHIP} />;
  return <Chip size="small" variant="outlined" label={t('clientsAdmin.status.verified')} />;
}
