import ForwardToInbox from '@mui/icons-material/ForwardToInbox';
import Button from '@mui/material/Button';
import type { SavedItemKind } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ShareItemDialog } from './share-item-dialog.tsx';

/** "Share by email" on an item's detail. */
export function ShareItemButton({ kind, id, title }: { kind: SavedItemKind; id: number; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<ForwardToInbox />} onClick={() => setOpen(true)}>
        {t('savedItems.share')}
      </Button>
      {open && <ShareItemDialog kind={kind} id={id} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}
