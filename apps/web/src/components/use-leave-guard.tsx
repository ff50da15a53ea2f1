import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { ConfirmDialog } from './confirm-dialog.tsx';

/**
 * Asks before leaving a form with unsaved changes: another screen of the portal (a dialog) or
 * closing / reloading the tab (the browser's own question). `allowLeave` lets the form go after saving.
 */
export function useLeaveGuard(unsaved: boolean) {
  const { t } = useTranslation();
  const saved = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (!saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  const allowLeave = useCallback(() => {
    saved.current = true;
  }, []);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('leave.title')}
      text={t('leave.text')}
      confirmLabel={t('leave.confirm')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onClose={() => blocker.reset?.()}
    />
  );
  return { allowLeave, dialog };
}
