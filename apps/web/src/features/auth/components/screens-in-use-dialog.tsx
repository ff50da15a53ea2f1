import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type Device, type ScreensInUseResponse, screensInUseResponse } from '@portal/shared';
import { useId } from 'react';
import { DeviceSummary } from '../../../components/device-summary.tsx';
import { useShellText } from '../../../lib/shell-text.ts';

/**
 * The sign-in's 409 when every screen of the media house's plan is in use, or nothing for any
 * other refusal. A chunk of its own with its dialog: the sign-in screen fetches it only when it is refused so.
 */
export function readScreensInUse(body: unknown): ScreensInUseResponse | undefined {
  const parsed = screensInUseResponse.safeParse(body);
  return parsed.success ? parsed.data : undefined;
}

type Props = {
  answer: ScreensInUseResponse;
  /** The device being signed out while the sign-in is sent again. */
  replacing: number | undefined;
  onSignOut(device: Device): void;
  onCancel(): void;
};

/** The server's message, then each device holding a screen with "Sign out this device"; full screen on a phone. */
export function ScreensInUseDialog({ answer, replacing, onSignOut, onCancel }: Props) {
  const { text } = useShellText();
  const titleId = useId();
  const messageId = useId();
  const deviceId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const busy = replacing !== undefined;
  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={messageId}
    >
      <DialogTitle id={titleId}>{text.screensInUse.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {answer.message}
        </DialogContentText>
        <Stack component="ul" aria-label={text.screensInUse.list} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {answer.data.devices.map((device) => (
            <Stack
              component="li"
              key={device.id}
              direction={{ xs: 'column', sm: 'row' }}
              sx={{ gap: 1.5, alignItems: { xs: 'stretch', sm: 'center' }, py: 1.5, borderTop: 1, borderColor: 'divider' }}
            >
              <DeviceSummary device={device} id={`${deviceId}-${device.id}`} />
              <Box sx={{ flexShrink: 0 }}>
                <Button
                  variant="outlined"
                  startIcon={<Logout />}
                  aria-describedby={`${deviceId}-${device.id}`}
                  loading={replacing === device.id}
                  disabled={busy && replacing !== device.id}
                  onClick={() => onSignOut(device)}
                  sx={{ width: { xs: '100%', sm: 'auto' } }}
                >
                  {text.devices.signOut}
                </Button>
              </Box>
            </Stack>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {text.screensInUse.cancel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
