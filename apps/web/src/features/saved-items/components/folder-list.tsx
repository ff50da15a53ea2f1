import CreateNewFolder from '@mui/icons-material/CreateNewFolder';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_SAVED_FOLDERS, type SavedFolder, type SavedFolders } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { type FolderChoice, useDeleteFolder } from '../api/saved-items.ts';
import { FolderDialog } from './folder-dialog.tsx';

type Props = { folders: SavedFolders; chosen: FolderChoice; onChoose(folder: FolderChoice): void };

/** The folders of Saved items: all items, those in none, each folder with its count; create, rename, delete. */
export function FolderList({ folders, chosen, onChoose }: Props) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<SavedFolder | 'new'>();
  const [deleting, setDeleting] = useState<SavedFolder>();
  const remove = useDeleteFolder();

  const confirmDelete = async () => {
    if (!deleting) return;
    const answer = await remove.mutateAsync(deleting.id);
    showNotice(answer.message, { variant: 'success' });
    if (chosen === deleting.id) onChoose(undefined);
    setDeleting(undefined);
  };

  const entry = (choice: FolderChoice, label: string, count: number) => (
    <ListItemButton selected={chosen === choice} aria-current={chosen === choice ? 'true' : undefined} onClick={() => onChoose(choice)}>
      <ListItemText primary={label} />
      <Typography variant="body2" color="text.secondary">
        {count}
      </Typography>
    </ListItemButton>
  );

  return (
    <Paper variant="outlined" component="nav" aria-label={t('savedItems.folders')}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5, pb: 0.5 }}>
        <Typography variant="h2" sx={{ flex: 1, fontSize: '1rem' }}>
          {t('savedItems.folders')}
        </Typography>
        <Button
          size="small"
          startIcon={<CreateNewFolder />}
          onClick={() => setEditing('new')}
          disabled={folders.data.length >= MAX_SAVED_FOLDERS}
        >
          {t('savedItems.newFolder')}
        </Button>
      </Stack>
      <List dense>
        <ListItem disablePadding>{entry(undefined, t('savedItems.allItems'), folders.total)}</ListItem>
        <ListItem disablePadding>{entry('none', t('savedItems.noFolder'), folders.unfiled)}</ListItem>
        {folders.data.map((folder) => (
          <ListItem
            key={folder.id}
            disablePadding
            secondaryAction={
              <Stack direction="row" role="group" aria-label={t('savedItems.folderActions', { name: folder.name })}>
                <IconButton size="small" aria-label={`${t('savedItems.renameFolder')}: ${folder.name}`} onClick={() => setEditing(folder)}>
                  <Edit fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={`${t('savedItems.deleteFolder')}: ${folder.name}`} onClick={() => setDeleting(folder)}>
                  <Delete fontSize="small" />
                </IconButton>
              </Stack>
            }
            sx={{ '& .MuiListItemButton-root': { pr: 11 } }}
          >
            {entry(folder.id, folder.name, folder.items)}
          </ListItem>
        ))}
      </List>
      {editing && <FolderDialog folder={editing === 'new' ? undefined : editing} onClose={() => setEditing(undefined)} />}
      <ConfirmDialog
        open={deleting !== undefined}
        title={t('savedItems.deleteFolderTitle')}
        text={t('savedItems.deleteFolderText', { name: deleting?.name ?? '' })}
        confirmLabel={t('savedItems.deleteFolder')}
        danger
        busy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(undefined)}
      />
    </Paper>
  );
}
