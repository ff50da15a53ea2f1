import Delete from '@mui/icons-material/Delete';
import EditNote from '@mui/icons-material/EditNote';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { itemWebPath, SAVED_NOTE_MAX, type SavedFolder, type SavedItem } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/dates.ts';
import { htmlExcerpt } from '../../../lib/html-text.ts';
import { useUpdateSavedItem } from '../api/saved-items.ts';
import { FolderSelect } from './folder-select.tsx';

const summaryOf = (card: NonNullable<SavedItem['card']>) =>
  'meta_description' in card ? card.meta_description : htmlExcerpt(card.description);

/** The note of a saved item, read or edited in place. */
function NoteEditor({ item }: { item: SavedItem }) {
  const { t } = useTranslation();
  const update = useUpdateSavedItem();
  const [draft, setDraft] = useState<string>();

  if (draft === undefined) {
    return (
      <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
        {item.note && (
          <Typography variant="body2" sx={{ flex: 1, whiteSpace: 'pre-wrap', borderLeft: 3, borderColor: 'primary.main', pl: 1 }}>
            {item.note}
          </Typography>
        )}
        <Button size="small" startIcon={<EditNote />} onClick={() => setDraft(item.note)}>
          {item.note ? t('savedItems.editNote') : t('savedItems.addNote')}
        </Button>
      </Stack>
    );
  }
  const save = async () => {
    await update.mutateAsync({ id: item.id, folder_id: item.folder_id, note: draft });
    setDraft(undefined);
  };
  return (
    <Stack
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      sx={{ gap: 1 }}
    >
      <TextField
        label={t('savedItems.note')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={2}
        autoFocus
        size="small"
        slotProps={{ htmlInput: { maxLength: SAVED_NOTE_MAX } }}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button type="submit" size="small" variant="contained" loading={update.isPending}>
          {t('savedItems.saveNote')}
        </Button>
        <Button size="small" onClick={() => setDraft(undefined)} disabled={update.isPending}>
          {t('savedItems.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}

/** One saved item: its card (or why it can no longer be read), its folder, note and Remove. */
export function SavedItemRow({ item, folders, onRemove }: { item: SavedItem; folders: SavedFolder[]; onRemove(item: SavedItem): void }) {
  const { t } = useTranslation();
  const update = useUpdateSavedItem();
  const kind = t(`savedItems.kinds.${item.kind}`);
  const card = item.card;
  const title = card?.title ?? (item.state === 'not_in_plan' ? t('savedItems.notInPlan') : t('savedItems.gone'));

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-label={title}
      sx={{ p: 2, display: 'flex', gap: 2, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {card?.thumbnail && (
        <Box
          component="img"
          src={card.thumbnail}
          alt=""
          loading="lazy"
          sx={{ width: { xs: '100%', sm: 140 }, aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      )}
      <Stack sx={{ flex: 1, minWidth: 0, gap: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Chip size="small" label={kind} />
          <Typography variant="caption" color="text.secondary">
            {t('savedItems.savedOn', { date: formatDay(item.saved_at) })}
          </Typography>
        </Stack>
        {card ? (
          <>
            <Link
              component={RouterLink}
              to={itemWebPath(item.kind, item.item_id)}
              variant="h3"
              underline="hover"
              sx={{ fontSize: '1.1rem' }}
            >
              {card.title}
            </Link>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {summaryOf(card)}
            </Typography>
          </>
        ) : (
          <>
            <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t(item.state === 'not_in_plan' ? 'savedItems.notInPlanHint' : 'savedItems.goneHint', { kind: kind.toLowerCase() })}
            </Typography>
          </>
        )}
        <NoteEditor item={item} />
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <FolderSelect
            size="small"
            folders={folders}
            value={item.folder_id}
            label={t('savedItems.folder')}
            onChange={(folderId) => update.mutate({ id: item.id, folder_id: folderId, note: item.note })}
          />
          <Button size="small" startIcon={<Delete />} onClick={() => onRemove(item)} aria-label={`${t('savedItems.remove')}: ${title}`}>
            {t('savedItems.remove')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
