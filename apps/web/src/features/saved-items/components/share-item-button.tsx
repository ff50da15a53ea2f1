import type { SavedItemKind } from '@portal/shared';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { lazyWithMui } from '../../../ui/lazy-with-mui.tsx';

const ShareItemDialog = lazyWithMui(() => import('./share-item-dialog.tsx').then((m) => m.ShareItemDialog));

/** "Share by email" on an item's detail. */
export function ShareItemButton({ kind, id, title }: { kind: SavedItemKind; id: number; title: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon="forwardToInbox" onClick={() => setOpen(true)}>
        {t('savedItems.share')}
      </Button>
      {open && (
        <Suspense>
          <ShareItemDialog kind={kind} id={id} title={title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
