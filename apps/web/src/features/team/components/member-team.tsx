import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useMembership } from '../api/get-membership.ts';
import { DevicesCard } from './devices-card.tsx';
import { OwnershipOfferCard } from './ownership-offer-card.tsx';
import { ProfileCard } from './profile-card.tsx';
import { RoleCard } from './role-card.tsx';

const half = { xs: 12, md: 6 } as const;

/**
 * A member's Team screen: their role and what it may do, their own name and mobile number, their own devices,
 * and ownership when it is offered to them.
 */
export function MemberTeam({ personal }: { personal?: ReactNode }) {
  const { t } = useTranslation();
  const membership = useMembership();
  return (
    <Grid container spacing={2}>
      {membership.data?.ownership_offer && (
        <Grid size={12}>
          <OwnershipOfferCard membership={membership.data} />
        </Grid>
      )}
      {membership.data ? (
        <>
          <Grid size={half}>
            <RoleCard membership={membership.data} />
          </Grid>
          <Grid size={half}>
            <ProfileCard membership={membership.data} />
          </Grid>
        </>
      ) : membership.isError ? (
        <Grid size={12}>
          <LoadError query={membership} />
        </Grid>
      ) : (
        <>
          <Grid size={half}>
            <Skeleton variant="rounded" height={260} aria-label={t('common.loading')} />
          </Grid>
          <Grid size={half}>
            <Skeleton variant="rounded" height={260} aria-label={t('common.loading')} />
          </Grid>
        </>
      )}
      <Grid size={half}>
        <DevicesCard scope="mine" />
      </Grid>
      {personal && <Grid size={half}>{personal}</Grid>}
    </Grid>
  );
}
