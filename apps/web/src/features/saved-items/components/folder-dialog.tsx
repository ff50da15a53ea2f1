import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SAVED_FOLDER_NAME_MAX, type SavedFolder, savedFolderForm } from '@portal/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveFolder } from '../api/saved-items.ts';

/** Creates a folder, or renames `folder`; a name in use is refused under the field. */
export function FolderDialog({ folder, onClose }: { folder?: SavedFolder; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const save = useSaveFolder(folder?.id);
  const [name, setName] = useState(folder?.name ?? '');
  const [error, setError] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = savedFolderForm.safeParse({ name });
    if (!check.success) {
      setError(check.error.issues[0]?.message);
      return;
    }
    try {
      const answer = await save.mutateAsync(check.data.name);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (failure) {
      if (failure instanceof ApiError) setError(failure.fieldMessage('name') ?? failure.message);
    }
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{folder ? t('savedItems.renameFolder') : t('savedItems.newFolder')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('savedItems.folderName')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            required
            autoFocus
            fullWidth
            error={error !== undefined}
            helperText={error}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: SAVED_FOLDER_NAME_MAX, autoComplete: 'off' } }}
          />
        </DialogContent>
        <DialogFormActions
          busy={save.isPending}
          submitLabel={folder ? t('savedItems.rename') : t('savedItems.create')}
          onCancel={onClose}
        />
      </Stack>
    </Dialog>
  );
}
