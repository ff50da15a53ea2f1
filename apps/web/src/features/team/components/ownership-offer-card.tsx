import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { MyMembership } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { useAcceptOwnership } from '../api/accept-ownership.ts';
import { withNotice } from './with-notice.ts';

/** The owner offered this member ownership: accepting makes them the owner at once (the screen then shows the owner's view). */
export function OwnershipOfferCard({ membership }: { membership: MyMembership }) {
  const { t } = useTranslation();
  const accept = useAcceptOwnership();
  return (
    <SectionCard heading={t('team.mine.offerHeading')}>
      <Typography>{t('team.mine.offerText', { house: membership.house.name })}</Typography>
      <div>
        <Button variant="contained" loading={accept.isPending} onClick={() => void withNotice(accept.mutateAsync())}>
          {t('team.mine.accept')}
        </Button>
      </div>
    </SectionCard>
  );
}
