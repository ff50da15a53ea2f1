import SwapHoriz from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { TeamOverview } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { useCancelOwnershipOffer } from '../api/cancel-ownership-offer.ts';
import { HandOverDialog } from './hand-over-dialog.tsx';
import { withNotice } from './with-notice.ts';

/** "Hand over ownership": offer it to a member who has joined, or see the offer waiting and cancel it. */
export function OwnershipCard({ team }: { team: TeamOverview }) {
  const { t } = useTranslation();
  const cancel = useCancelOwnershipOffer();
  const [choosing, setChoosing] = useState(false);
  const candidates = team.members.filter((member) => member.role !== 'owner' && !member.suspended);
  const offer = team.ownership_offer;

  return (
    <SectionCard heading={t('team.ownership.heading')} about={offer ? undefined : t('team.ownership.about')}>
      {offer ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" loading={cancel.isPending} onClick={() => void withNotice(cancel.mutateAsync())}>
              {t('team.ownership.cancel')}
            </Button>
          }
        >
          {t('team.ownership.pending', { name: offer.to.full_name, date: formatDay(offer.offered_at) })}
        </Alert>
      ) : candidates.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('team.ownership.noMember')}
        </Typography>
      ) : (
        <div>
          <Button variant="outlined" startIcon={<SwapHoriz />} onClick={() => setChoosing(true)}>
            {t('team.ownership.start')}
          </Button>
        </div>
      )}
      {choosing && <HandOverDialog candidates={candidates} onClose={() => setChoosing(false)} />}
    </SectionCard>
  );
}
