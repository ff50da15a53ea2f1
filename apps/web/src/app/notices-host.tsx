import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import * as notistack from 'notistack';
import { useEffect } from 'react';
import { noticesHostReady } from '../lib/notices.ts';
import { NOTICE_COMPONENTS } from './notice.tsx';

/** notistack's provider, mounted once something asks for a notice (lib/notices.ts). */
export default function NoticesHost() {
  // Runs after the provider below has mounted, so notistack's global enqueueSnackbar reaches it.
  useEffect(() => noticesHostReady(notistack), []);
  return (
    <notistack.SnackbarProvider
      Components={NOTICE_COMPONENTS}
      maxSnack={4}
      autoHideDuration={NOTIFICATION_TIMEOUT_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
    />
  );
}
