import Bookmark from '@mui/icons-material/Bookmark';
import BookmarkBorder from '@mui/icons-material/BookmarkBorder';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { SavedItemKind } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSavedMark, useSaveItem } from '../api/saved-items.ts';
import { SaveItemDialog } from './save-item-dialog.tsx';

type Props = {
  kind: SavedItemKind;
  id: number;
  title: string;
  /** On a card: an icon, and one press saves the item (no folder, no note) instead of opening the dialog. */
  compact?: boolean;
};

/** Save on an item: filled once saved; the dialog picks the folder, writes the note, or removes it. */
export function SaveItemButton({ kind, id, title, compact = false }: Props) {
  const { t } = useTranslation();
  const mark = useSavedMark(kind, id);
  const save = useSaveItem();
  const [open, setOpen] = useState(false);
  const saved = Boolean(mark.data);
  const label = saved ? t('savedItems.saved') : t('savedItems.save');

  const press = async () => {
    if (saved || !compact) {
      setOpen(true);
      return;
    }
    try {
      const answer = await save.mutateAsync({ kind, item_id: id });
      showNotice(answer.message, { variant: 'success' });
    } catch (failure) {
      if (failure instanceof ApiError) showNotice(failure.message, { variant: 'error' });
    }
  };

  return (
    <>
      {compact ? (
        <Tooltip title={label} describeChild>
          {/* The span keeps the hint working while the button waits for the saved state. */}
          <span>
            <IconButton
              size="small"
              color={saved ? 'primary' : 'default'}
              aria-label={label}
              aria-pressed={saved}
              disabled={mark.isPending}
              loading={save.isPending}
              onClick={() => void press()}
            >
              {saved ? <Bookmark fontSize="small" /> : <BookmarkBorder fontSize="small" />}
            </IconButton>
          </span>
        </Tooltip>
      ) : (
        <Button
          variant={saved ? 'contained' : 'outlined'}
          size="small"
          startIcon={saved ? <Bookmark /> : <BookmarkBorder />}
          aria-pressed={saved}
          disabled={mark.isPending}
          onClick={() => void press()}
        >
          {label}
        </Button>
      )}
      {open && mark.data !== undefined && (
        <SaveItemDialog kind={kind} id={id} title={title} mark={mark.data} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
