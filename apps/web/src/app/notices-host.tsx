import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { noticesHostReady } from '../lib/notices.ts';
import { MuiTheme } from '../ui/mui-theme.tsx';
import { NOTICE_COMPONENTS } from './notice.tsx';

/**
 * Hands the mounted provider's own functions to lib/notices.ts. notistack's exported enqueueSnackbar is
 * rebound in the provider's constructor, which also runs for a render React throws away, and then points
 * at a provider that never mounted: its notices are lost. The context belongs to the provider on screen.
 */
function ConnectNotices() {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useEffect(() => noticesHostReady({ enqueueSnackbar, closeSnackbar }), [enqueueSnackbar, closeSnackbar]);
  return null;
}

/** notistack's provider, mounted once something asks for a notice (lib/notices.ts), with MUI's theme for the notices' look. */
export default function NoticesHost() {
  return (
    <MuiTheme>
      <SnackbarProvider
        Components={NOTICE_COMPONENTS}
        maxSnack={4}
        autoHideDuration={NOTIFICATION_TIMEOUT_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ConnectNotices />
      </SnackbarProvider>
    </MuiTheme>
  );
}
