import Edit from '@mui/icons-material/Edit';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceSummary } from '../../../components/device-summary.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { type DeviceScope, useDevices } from '../api/get-devices.ts';
import { useSignOutDevice } from '../api/sign-out-device.ts';
import { RenameDeviceDialog } from './rename-device-dialog.tsx';
import { withNotice } from './with-notice.ts';

/**
 * The devices signed in now: the whole media house's for the owner, one's own for everyone else. Each but
 * the one in use here has Sign out, which ends its session at once and frees its screen; the one in use here
 * can be named.
 */
export function DevicesCard({ scope }: { scope: DeviceScope }) {
  const { t } = useTranslation();
  const devices = useDevices(scope);
  const signOut = useSignOutDevice(scope);
  const idPrefix = useId();
  const house = scope === 'house';
  const [renaming, setRenaming] = useState<Device>();

  const signOutButton = (device: Device) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={<Logout />}
      aria-label={t('team.devices.signOutNamed', { browser: device.browser, name: device.member.full_name })}
      aria-describedby={`${idPrefix}-${device.id}`}
      loading={signOut.isPending && signOut.variables === device.id}
      disabled={signOut.isPending}
      onClick={() => void withNotice(signOut.mutateAsync(device.id))}
    >
      {t('team.devices.signOut')}
    </Button>
  );

  const renameButton = (device: Device) => (
    <Button
      variant="outlined"
      size="small"
      startIcon={<Edit />}
      aria-describedby={`${idPrefix}-${device.id}`}
      onClick={() => setRenaming(device)}
    >
      {t('team.devices.rename')}
    </Button>
  );

  return (
    <SectionCard
      heading={house ? t('team.devices.houseHeading') : t('team.devices.myHeading')}
      about={house ? t('team.devices.houseAbout') : t('team.devices.myAbout')}
    >
      {devices.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={t('common.loading')}>
          <Skeleton variant="rounded" height={64} />
          <Skeleton variant="rounded" height={64} />
        </Stack>
      ) : devices.isError ? (
        <LoadError query={devices} />
      ) : devices.data.length === 0 ? (
        <Typography color="text.secondary">{t('team.devices.empty')}</Typography>
      ) : (
        <Stack
          component="ul"
          aria-label={house ? t('team.devices.houseHeading') : t('team.devices.myHeading')}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {devices.data.map((device) => (
            <Stack
              component="li"
              key={device.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1, alignItems: { xs: 'flex-start', sm: 'center' }, py: 1.25, borderTop: 1, borderColor: 'divider' }}
            >
              <DeviceSummary device={device} id={`${idPrefix}-${device.id}`} showMember={house} />
              <Box sx={{ flexShrink: 0 }}>{device.current ? renameButton(device) : signOutButton(device)}</Box>
            </Stack>
          ))}
        </Stack>
      )}
      {renaming && <RenameDeviceDialog device={renaming} onClose={() => setRenaming(undefined)} />}
    </SectionCard>
  );
}
