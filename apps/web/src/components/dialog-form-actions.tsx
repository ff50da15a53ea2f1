import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

/** Cancel and the submit button of a dialog's form; Cancel waits while the form is being sent. */
export function DialogFormActions({ busy, submitLabel, onCancel }: { busy: boolean; submitLabel: string; onCancel(): void }) {
  const { t } = useTranslation();
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" loading={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
