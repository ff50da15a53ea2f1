import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SAVED_NOTE_MAX, type SavedItemKind, type SavedMark } from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useRemoveSavedItem, useSavedFolders, useSaveItem } from '../api/saved-items.ts';
import { FolderSelect } from './folder-select.tsx';

type Props = { kind: SavedItemKind; id: number; title: string; mark: SavedMark | null; onClose(): void };

/** Saves the item (or changes its folder and note when saved already), or removes it from Saved items. */
export function SaveItemDialog({ kind, id, title, mark, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const folders = useSavedFolders();
  const save = useSaveItem();
  const remove = useRemoveSavedItem();
  const [folderId, setFolderId] = useState(mark?.folder_id ?? null);
  const [note, setNote] = useState(mark?.note ?? '');
  const [error, setError] = useState<string>();
  const busy = save.isPending || remove.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await save.mutateAsync({ kind, item_id: id, folder_id: folderId, note });
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.message);
    }
  };

  const unsave = async () => {
    if (!mark) return;
    const answer = await remove.mutateAsync(mark.id);
    showNotice(answer.message, { variant: 'success' });
    onClose();
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{mark ? t('savedItems.editTitle') : t('savedItems.saveTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {title}
            </Typography>
            {error && <Alert severity="error">{error}</Alert>}
            <FolderSelect folders={folders.data?.data ?? []} value={folderId} label={t('savedItems.folder')} onChange={setFolderId} />
            <TextField
              label={t('savedItems.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              multiline
              minRows={2}
              helperText={t('savedItems.noteHint')}
              slotProps={{ htmlInput: { maxLength: SAVED_NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          {mark && (
            <Button onClick={() => void unsave()} disabled={busy} sx={{ mr: 'auto' }}>
              {t('savedItems.remove')}
            </Button>
          )}
          <Button onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={remove.isPending}>
            {t('savedItems.save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
