import { Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useListParams } from '../../../../lib/list-params.ts';
import { lazyComponent } from '../../../../ui/lazy-component.ts';
import { galleryKeys, prefetchGalleryDetail, useGalleryList } from '../../api/get-gallery.ts';
import { ContentListScreen } from '../../list/shared/content-list-screen.tsx';
import { useOpenGate } from '../../list/shared/subscription-gate.ts';
import { useOpenIntent } from '../../list/shared/use-open-intent.ts';
import { useListUndrawnBehind, useOpenedItem, useOpenedOnce } from '../../list/shared/use-opened-item.ts';
import { ITEM_DIALOGS } from '../shared/item-dialogs.ts';
import { GalleryCard } from './gallery-card.tsx';

/** The photo dialog loads when a gallery is first opened, not with the list. */
const GalleryDialog = lazyComponent(() => import('../../item/photos/gallery-dialog.tsx').then((m) => m.GalleryDialog));

/** Feature photo galleries (SPEC.md §2): search and date filter only, cards, and the photo dialog. */
export function FeaturePhotosPage() {
  const { t } = useTranslation();
  const listState = useListParams();
  const list = useGalleryList(listState.params);
  const [openedId, openItem, closeItem] = useOpenedItem(ITEM_DIALOGS.gallery);
  const gate = useOpenGate();
  const open = useCallback((id: number) => gate(() => openItem(id)), [gate, openItem]);
  const dialogUsed = useOpenedOnce(openedId);
  const listUndrawn = useListUndrawnBehind(openedId, ITEM_DIALOGS.gallery);
  const intent = useOpenIntent(GalleryDialog.preload, prefetchGalleryDetail);

  return (
    <ContentListScreen
      title={t('pages.featurePhotos')}
      searchLabel={t('photos.search')}
      listState={listState}
      list={list}
      refreshKey={galleryKeys.all}
      classified={false}
      renderItem={(gallery, { priority }) => (
        <GalleryCard key={gallery.id} gallery={gallery} priority={priority} onOpen={open} onIntent={intent} />
      )}
      empty={{ title: t('photos.empty'), hint: t('photos.emptyHint') }}
      listUndrawn={listUndrawn}
    >
      {dialogUsed && (
        <Suspense>
          <GalleryDialog id={openedId} onClose={closeItem} />
        </Suspense>
      )}
    </ContentListScreen>
  );
}
