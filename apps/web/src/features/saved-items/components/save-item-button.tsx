import type { SavedItemKind } from '@portal/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error.ts';
import { showNotice } from '../../../lib/notices.ts';
import { Button, IconButton } from '../../../ui/button.tsx';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';
import { useSavedMark, useSaveItem } from '../api/saved-items.ts';

const SaveItemDialog = lazyWithMui(() => import('./save-item-dialog.tsx').then((m) => m.SaveItemDialog));

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
        <IconButton
          icon={saved ? 'bookmark' : 'bookmarkBorder'}
          label={label}
          hint="below-end"
          size="small"
          color={saved ? 'primary' : 'default'}
          aria-pressed={saved}
          disabled={mark.isPending}
          busy={save.isPending}
          onClick={() => void press()}
        />
      ) : (
        <Button
          variant={saved ? 'contained' : 'outlined'}
          size="small"
          startIcon={saved ? 'bookmark' : 'bookmarkBorder'}
          aria-pressed={saved}
          disabled={mark.isPending}
          onClick={() => void press()}
        >
          {label}
        </Button>
      )}
      {open && mark.data !== undefined && (
        <Suspense>
          <SaveItemDialog kind={kind} id={id} title={title} mark={mark.data} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
