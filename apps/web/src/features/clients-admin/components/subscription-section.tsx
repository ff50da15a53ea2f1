import CardGiftcard from '@mui/icons-material/CardGiftcard';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientDetail } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/field-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { GrantSubscriptionDialog } from './grant-subscription-dialog.tsx';
import { SubscriptionStateChip } from './subscription-state-chip.tsx';

/** The subscription that runs longest, with its note when granted by hand, and the Grant or extend dialog. */
export function SubscriptionSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const [granting, setGranting] = useState(false);
  const current = client.subscription;
  return (
    <SectionCard
      heading={t('clientsAdmin.subscription.heading')}
      actions={
        <Button startIcon={<CardGiftcard />} onClick={() => setGranting(true)}>
          {t('clientsAdmin.subscription.grant')}
        </Button>
      }
    >
      {current ? (
        <>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h3" component="p">
              {current.plan_name}
            </Typography>
            <SubscriptionStateChip state={client.subscription_state} />
          </Stack>
          <FieldList
            fields={[
              { label: t('clientsAdmin.subscription.screens'), value: current.no_of_screen },
              { label: t('clientsAdmin.subscription.months'), value: current.no_of_month },
              { label: t('clientsAdmin.subscription.start'), value: formatDay(current.start_date) },
              { label: t('clientsAdmin.subscription.expiry'), value: formatDay(current.expire_date) },
            ]}
          />
          {current.note && (
            <Alert severity="info" icon={false}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('clientsAdmin.subscription.note')}
                {current.granted_by && ` · ${t('clientsAdmin.subscription.grantedBy', { name: current.granted_by })}`}
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{current.note}</Typography>
            </Alert>
          )}
        </>
      ) : (
        <Typography color="text.secondary">{t('clientsAdmin.subscription.none')}</Typography>
      )}
      {granting && <GrantSubscriptionDialog client={client} onClose={() => setGranting(false)} />}
    </SectionCard>
  );
}
