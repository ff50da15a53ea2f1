import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The darker red keeps white text readable in the dark scheme too (error.main is too light there).
const DANGER = { bgcolor: 'error.dark', '&:hover': { bgcolor: 'error.dark', filter: 'brightness(0.9)' } };

type Props = {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  /** Shows the confirm button busy while the action runs. */
  busy?: boolean;
  /** A destructive action is confirmed with a red button. */
  danger?: boolean;
  onConfirm(): void;
  onClose(): void;
};

/** Asks before doing something that cannot be undone; Cancel is the safe, focused choice. */
export function ConfirmDialog({ open, title, text, confirmLabel, busy = false, danger = false, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          sx={danger ? DANGER : undefined}
          loading={busy}
          onClick={onConfirm}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
