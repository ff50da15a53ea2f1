import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Addresses the server keeps in a story (its allow-list drops every other scheme). */
const LINK_PATTERN = /^(https?:\/\/\S+|mailto:\S+@\S+)$/i;

type Props = {
  open: boolean;
  current: string | undefined;
  onClose(): void;
  /** An address to link the selection to, or '' to remove the link. */
  onApply(href: string): void;
};

/** Asks for the address of a link in the story; an empty address removes the link. */
export function LinkDialog({ open, current, onClose, onApply }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [href, setHref] = useState('');
  const [error, setError] = useState<string>();

  const apply = () => {
    const address = href.trim();
    if (address && !LINK_PATTERN.test(address)) return setError(messages.urlInvalid);
    onApply(address);
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        transition: {
          onEnter: () => {
            setHref(current ?? '');
            setError(undefined);
          },
        },
      }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <DialogTitle id={titleId}>{t('editor.link')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            type="url"
            label={t('editor.linkAddress')}
            placeholder="https://"
            value={href}
            onChange={(event) => setHref(event.target.value)}
            error={Boolean(error)}
            helperText={error ?? t('editor.linkHelp')}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {current && <Button onClick={() => onApply('')}>{t('editor.removeLink')}</Button>}
          <Button type="submit" variant="contained">
            {t('editor.applyLink')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
