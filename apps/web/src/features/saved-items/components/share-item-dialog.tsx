import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SHARE_RECIPIENTS, type SavedItemKind, SHARE_NOTE_MAX, shareItemRequest } from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useShareItem } from '../api/saved-items.ts';

/** The addresses typed into one field, split at commas, semicolons, spaces and line ends. */
export const addressesOf = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** Mails the item to up to MAX_SHARE_RECIPIENTS addresses with an optional note; the shared rules check them first. */
export function ShareItemDialog({ kind, id, title, onClose }: { kind: SavedItemKind; id: number; title: string; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const share = useShareItem();
  const [recipients, setRecipients] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<{ recipients?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const request = { kind, item_id: id, recipients: addressesOf(recipients), note };
    const check = shareItemRequest.safeParse(request);
    if (!check.success) {
      setErrors({ recipients: check.error.issues[0]?.message });
      return;
    }
    setErrors({});
    try {
      const answer = await share.mutateAsync(request);
      showNotice(t('savedItems.sharedTo', { count: answer.data.recipients.length }), { variant: 'success' });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setErrors({ form: failure.message });
    }
  };

  return (
    <Dialog open onClose={share.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('savedItems.shareTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <TextField
              label={t('savedItems.recipients')}
              value={recipients}
              onChange={(event) => setRecipients(event.target.value)}
              required
              autoFocus
              error={errors.recipients !== undefined}
              helperText={errors.recipients ?? t('savedItems.recipientsHint', { max: MAX_SHARE_RECIPIENTS })}
              slotProps={{ htmlInput: { autoComplete: 'email', inputMode: 'email' } }}
            />
            <TextField
              label={t('savedItems.shareNote')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: SHARE_NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={share.isPending} submitLabel={t('savedItems.send')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
