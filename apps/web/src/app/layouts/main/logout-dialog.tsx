import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { messages } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../../../features/auth/api/logout.ts';

export function LogoutDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="logout-title" aria-describedby="logout-text">
      <DialogTitle id="logout-title">{t('layout.logoutTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="logout-text">{messages.logoutConfirm}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          loading={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          {t('layout.logout')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
