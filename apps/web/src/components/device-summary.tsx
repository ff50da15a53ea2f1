import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Device } from '@portal/shared';
import { useShellText } from '../lib/shell-text.ts';
import { LocalDateTime, RelativeTime } from './relative-time.tsx';

/**
 * A signed-in device as the sign-in's "screens in use" dialog and the Team screen show it: the name its person
 * gave it, whose it is, its browser and system, when it was last used and since when it is signed in. `id` names
 * the block, so its Sign out button can be described by it.
 */
export function DeviceSummary({ device, id, showMember = true }: { device: Device; id?: string; showMember?: boolean }) {
  const { text } = useShellText();
  const kind = `${device.browser} · ${device.system}`;
  const title = device.name ?? (showMember ? device.member.full_name : kind);
  const details = [showMember && device.name ? device.member.full_name : null, title === kind ? null : kind].filter(Boolean).join(' · ');
  return (
    <Stack id={id} sx={{ minWidth: 0, flex: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{title}</Typography>
        {device.current && <Chip size="small" color="primary" variant="outlined" label={text.devices.thisDevice} />}
      </Stack>
      {details && (
        <Typography variant="body2" color="text.secondary">
          {details}
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {text.devices.lastActive}: <RelativeTime iso={device.last_active_at} />
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.devices.signedIn}: <LocalDateTime iso={device.signed_in_at} />
      </Typography>
    </Stack>
  );
}
