import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encode } from 'uqr';
import { CopyText } from '../../../components/copy-text.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useTotpConfirm, useTotpSetup } from '../api/second-factor.ts';

/** The QR code of the otpauth address as one SVG path of its dark modules (uqr), with a quiet border. */
function qrPath(text: string) {
  const { data, size } = encode(text, { border: 2 });
  const path = data.flatMap((row, y) => row.flatMap((dark, x) => (dark ? [`M${x} ${y}h1v1h-1z`] : []))).join('');
  return { path, size };
}

/**
 * Setting the app up: a new secret from the server, shown as a QR code drawn here (uqr, an SVG: the secret never
 * leaves for an image service; black on white in the dark theme too, as scanners expect) and as text, then a code of the app turns it on. Answers the recovery codes made.
 */
export function TotpSetupDialog({ onDone, onClose }: { onDone(codes: string[] | null): void; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const { mutate } = setup;
  useEffect(() => mutate(), [mutate]);
  const qr = useMemo(() => (setup.data ? qrPath(setup.data.uri) : undefined), [setup.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: onDone,
      onError: (caught) => setError(caught instanceof ApiError ? caught.message : String(caught)),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('security.setUpTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            {setup.error && <Alert severity="error">{setup.error.message}</Alert>}
            <Typography variant="body2">{t('security.scan')}</Typography>
            {qr && (
              <svg
                role="img"
                aria-label={t('security.qrLabel')}
                viewBox={`0 0 ${qr.size} ${qr.size}`}
                width={200}
                height={200}
                shapeRendering="crispEdges"
                style={{ alignSelf: 'center', background: '#fff', borderRadius: 4 }}
              >
                <path d={qr.path} fill="#000" />
              </svg>
            )}
            {setup.data && (
              <Stack spacing={1}>
                <Typography variant="body2">{t('security.orType')}</Typography>
                <CopyText value={setup.data.secret} label={t('security.orType')} />
              </Stack>
            )}
            <TextField
              label={t('security.code')}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="one-time-code"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={Boolean(error)}
              helperText={error}
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('security.cancel')}</Button>
          <Button type="submit" variant="contained" loading={confirm.isPending} disabled={!setup.data}>
            {t('security.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
