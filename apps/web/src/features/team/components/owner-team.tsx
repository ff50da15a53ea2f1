import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { useTeam } from '../api/get-team.ts';
import { DevicesCard } from './devices-card.tsx';
import { InvitationsCard } from './invitations-card.tsx';
import { InviteDialog } from './invite-dialog.tsx';
import { MembersCard } from './members-card.tsx';
import { OwnershipCard } from './ownership-card.tsx';
import { ScreensCard } from './screens-card.tsx';
import { SecurityEventsCard } from './security-events-card.tsx';

const half = { xs: 12, md: 6 } as const;

/** The owner's Team screen: screens in use, members, invitations, the house's devices, the hand-over of ownership and its security events. */
export function OwnerTeam({ me }: { me: number }) {
  const { t } = useTranslation();
  const team = useTeam();
  const [inviting, setInviting] = useState(false);

  if (team.isError) return <LoadError query={team} />;
  if (team.isPending) {
    return (
      <Grid container spacing={2} aria-busy="true" aria-label={t('common.loading')}>
        {[half, half, 12, 12].map((size, slot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Grid key={slot} size={size}>
            <Skeleton variant="rounded" height={slot < 2 ? 140 : 220} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={2}>
      <Grid size={half}>
        <ScreensCard screens={team.data.screens} />
      </Grid>
      <Grid size={half}>
        <OwnershipCard team={team.data} />
      </Grid>
      <Grid size={12}>
        <MembersCard members={team.data.members} me={me} onInvite={() => setInviting(true)} />
      </Grid>
      <Grid size={12}>
        <InvitationsCard invitations={team.data.invitations} />
      </Grid>
      <Grid size={12}>
        <DevicesCard scope="house" />
      </Grid>
      <Grid size={12}>
        <SecurityEventsCard />
      </Grid>
      {inviting && <InviteDialog onClose={() => setInviting(false)} />}
    </Grid>
  );
}
