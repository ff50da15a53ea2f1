import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import type { StepUpMethod } from '../../../lib/step-up.ts';
import { stepUp, stepUpWithPasskey } from '../api/second-factor.ts';

type Typed = 'totp' | 'recovery' | 'password';

/**
 * "Confirm it is you" before a sensitive action: a passkey, a code of the app, a recovery code, or (for a person
 * without a factor) the password. `onDone(true)` once the server took it; the refused call is then sent again.
 */
export function StepUpDialog({ methods, onDone }: { methods: StepUpMethod[]; onDone(confirmed: boolean): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const first: Typed = methods.includes('totp') ? 'totp' : methods.includes('password') ? 'password' : 'recovery';
  const [typed, setTyped] = useState<Typed>(first);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const typedOffered = methods.includes(typed);

  const attempt = async (confirm: () => Promise<unknown>) => {
    setBusy(true);
    setError(undefined);
    try {
      await confirm();
      onDone(true);
    } catch (caught) {
      setBusy(false);
      setError(caught instanceof ApiError ? caught.message : t('security.stepUpFailed'));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void attempt(() => (typed === 'password' ? stepUp({ method: 'password', password: value }) : stepUp({ method: typed, code: value })));
  };

  const label = typed === 'password' ? t('security.stepUpPassword') : typed === 'totp' ? t('security.code') : t('security.recoveryCode');
  const switchTo: Typed | undefined =
    typed === 'totp' && methods.includes('recovery') ? 'recovery' : typed === 'recovery' && methods.includes('totp') ? 'totp' : undefined;
  return (
    <Dialog open onClose={() => onDone(false)} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('security.stepUpTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2">{t('security.stepUpHelp')}</Typography>
            {error && <Alert severity="error">{error}</Alert>}
            {methods.includes('passkey') && (
              <Button variant="outlined" disabled={busy} onClick={() => void attempt(stepUpWithPasskey)}>
                {t('security.usePasskey')}
              </Button>
            )}
            {typedOffered && (
              <TextField
                key={typed}
                label={label}
                type={typed === 'password' ? 'password' : 'text'}
                autoComplete={typed === 'password' ? 'current-password' : typed === 'totp' ? 'one-time-code' : 'off'}
                value={value}
                onChange={(event) => setValue(event.target.value)}
                autoFocus
                required
              />
            )}
            {switchTo && (
              <Button
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => {
                  setTyped(switchTo);
                  setValue('');
                }}
              >
                {switchTo === 'recovery' ? t('security.useRecovery') : t('security.useApp')}
              </Button>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(false)}>{t('security.cancel')}</Button>
          {typedOffered && (
            <Button type="submit" variant="contained" loading={busy}>
              {t('security.confirm')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
