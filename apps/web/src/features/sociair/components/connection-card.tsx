import LogoutIcon from '@mui/icons-material/Logout';
import SyncIcon from '@mui/icons-material/Sync';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SociairProfile } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { formatCardDate, formatDay } from '../../../lib/dates.ts';
import { useSyncProfile } from '../api/sync-profile.ts';
import { AutoPostSwitch } from './auto-post-switch.tsx';
import { ReadOnlyField } from './read-only-field.tsx';
import { useLeaveConnection } from './use-leave-connection.ts';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The connected account as the service describes it, with Sync, Logout and the Auto Post switch. */
export function ConnectionCard({ profile }: { profile: SociairProfile }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sync = useSyncProfile();
  const { leave, leaving } = useLeaveConnection();
  const [askingLogout, setAskingLogout] = useState(false);
  const displayName = profile.name || profile.username;

  const fields = [
    { label: t('sociair.profile.username'), value: profile.username },
    { label: t('sociair.profile.accountName'), value: profile.tenant },
    { label: t('sociair.profile.name'), value: profile.name },
    { label: t('sociair.profile.email'), value: profile.email },
    { label: t('sociair.profile.domain'), value: profile.domain },
    {
      label: t('sociair.profile.subscriptionEnd'),
      value: profile.subscription_end_at ? formatDay(profile.subscription_end_at) : t('sociair.profile.none'),
    },
  ];

  return (
    <Card component="section" aria-labelledby={headingId} variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { xs: 'flex-start', sm: 'center' } }}>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flex: 1, minWidth: 0 }}>
            <Avatar
              src={profile.photo ?? undefined}
              alt=""
              sx={{ width: 64, height: 64, fontSize: '1.5rem', bgcolor: 'primary.main', color: 'primary.contrastText' }}
            >
              {initials(displayName)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography id={headingId} variant="h3" component="h2" sx={{ overflowWrap: 'anywhere' }}>
                {displayName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {profile.synced_at
                  ? t('sociair.profile.syncedAt', { time: formatCardDate(profile.synced_at) })
                  : t('sociair.profile.neverSynced')}
              </Typography>
            </Box>
          </Stack>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<SyncIcon />} loading={sync.isPending} onClick={() => sync.mutate()}>
              {t('sociair.profile.sync')}
            </Button>
            <Button variant="outlined" startIcon={<LogoutIcon />} onClick={() => setAskingLogout(true)}>
              {t('sociair.profile.logout')}
            </Button>
          </Stack>
        </Stack>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          {fields.map((field) => (
            <ReadOnlyField key={field.label} label={field.label} value={field.value} />
          ))}
        </Box>
        <AutoPostSwitch on={profile.auto_post} />
      </CardContent>
      <ConfirmDialog
        open={askingLogout}
        title={t('sociair.profile.logoutTitle')}
        text={t('sociair.profile.logoutText')}
        confirmLabel={t('sociair.profile.logout')}
        busy={leaving}
        onConfirm={leave}
        onClose={() => setAskingLogout(false)}
      />
    </Card>
  );
}
