import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import type { SavedItemKind } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSavedMark } from '../api/saved-items.ts';
import { SaveItemDialog } from './save-item-dialog.tsx';

/** Save on an item's detail: filled once saved; the dialog picks the folder, writes the note, or removes it. */
export function SaveItemButton({ kind, id, title }: { kind: SavedItemKind; id: number; title: string }) {
  const { t } = useTranslation();
  const mark = useSavedMark(kind, id);
  const [open, setOpen] = useState(false);
  const saved = Boolean(mark.data);
  return (
    <>
      <Button
        variant={saved ? 'contained' : 'outlined'}
        size="small"
        startIcon={saved ? <Bookmark /> : <BookmarkBorder />}
        aria-pressed={saved}
        disabled={mark.isPending}
        onClick={() => setOpen(true)}
      >
        {saved ? t('savedItems.saved') : t('savedItems.save')}
      </Button>
      {open && mark.data !== undefined && (
        <SaveItemDialog kind={kind} id={id} title={title} mark={mark.data} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
