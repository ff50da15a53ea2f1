import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '../../../lib/clipboard.ts';
import { showNotice } from '../../../lib/notices.ts';

/** A new signing secret, shown this once with a Copy button. */
export function WebhookSecretDialog({ secret, onClose }: { secret: string; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const copy = () =>
    copyToClipboard(secret).then(
      () => showNotice(t('webhooks.copied'), { variant: 'success' }),
      () => undefined,
    );
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{t('webhooks.secretTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Alert severity="warning">{t('webhooks.secretOnce')}</Alert>
          <Box
            component="code"
            aria-label={t('webhooks.secretTitle')}
            sx={{ fontFamily: 'monospace', bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowWrap: 'anywhere' }}
          >
            {secret}
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('webhooks.copy')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('webhooks.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
