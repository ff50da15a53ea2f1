import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A passkey's name, asked before the browser makes it (add) or to rename it. */
export function PasskeyNameDialog(props: {
  title: string;
  submitLabel: string;
  initial?: string;
  busy: boolean;
  error?: string;
  onSubmit(name: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(props.initial ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim()) props.onSubmit(name.trim());
  };
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {props.error && <Alert severity="error">{props.error}</Alert>}
            <TextField
              label={t('security.passkeyName')}
              helperText={t('security.passkeyNameHint')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 60 } }}
              required
              autoFocus
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('security.cancel')}</Button>
          <Button type="submit" variant="contained" loading={props.busy}>
            {props.submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
