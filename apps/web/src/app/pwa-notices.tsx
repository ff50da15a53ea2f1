import { useRegisterSW } from 'virtual:pwa-register/react';
import { PERSISTENT_NOTICE_TIMEOUT_MS } from '@portal/shared';
import { useEffect } from 'react';
import { hideNotice, showNotice } from '../lib/notices.ts';
import { useShellText } from '../lib/shell-text.ts';
import { Button } from '../ui/button.tsx';

const UPDATE_CHECK_MS = 60 * 60_000;
const OFFLINE_NOTICE = 'offline';
const UPDATE_NOTICE = 'new-version';

/** The service worker's new-version notice and the offline notice, each for 600000 ms with Refresh. */
export function PwaNotices() {
  const { text } = useShellText();
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
  });

  useEffect(() => {
    if (!needRefresh) return;
    persistentNotice(UPDATE_NOTICE, text.app.newVersion, text.common.refresh, () => void updateServiceWorker(true));
  }, [needRefresh, updateServiceWorker, text]);

  useEffect(() => {
    const showOffline = () => persistentNotice(OFFLINE_NOTICE, text.app.offline, text.common.refresh, () => window.location.reload());
    const hideOffline = () => hideNotice(OFFLINE_NOTICE);
    if (!navigator.onLine) showOffline();
    window.addEventListener('offline', showOffline);
    window.addEventListener('online', hideOffline);
    return () => {
      window.removeEventListener('offline', showOffline);
      window.removeEventListener('online', hideOffline);
    };
  }, [text]);

  return null;
}

function persistentNotice(key: string, message: string, actionLabel: string, onAction: () => void) {
  showNotice(message, {
    key,
    variant: 'warning',
    preventDuplicate: true,
    autoHideDuration: PERSISTENT_NOTICE_TIMEOUT_MS,
    action: (
      <Button color="inherit" size="small" variant="outlined" onClick={onAction}>
        {actionLabel}
      </Button>
    ),
  });
}
