import type { GalleryDetail } from '@portal/shared';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { htmlToText } from '../../../../lib/html-text.ts';
import { ItemActions } from '../../../../lib/item-actions.tsx';
import { usePlaceLanguage } from '../../../../lib/places.ts';
import { IconButton } from '../../../../ui/button.tsx';
import { Dialog, dialogParts } from '../../../../ui/dialog.tsx';
import text from '../../../../ui/text.module.css';
import { useGalleryDetail } from '../../api/get-gallery.ts';
import { useRedirectWhenRefused } from '../../list/shared/subscription-gate.ts';
import { PrintButton } from '../print/print-button.tsx';
import { CopyButtons } from '../shared/copy-buttons.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { MediaFiles } from '../shared/media-files.tsx';
import { RelatedItems } from '../shared/related-items.tsx';
import { withUsageNotice } from '../shared/usage-notice-copy.ts';
import { UsageTermsNotice } from '../shared/usage-terms-notice.tsx';
import { useOpenedItemActions } from '../shared/use-item-actions.ts';
import styles from './gallery-dialog.module.css';

/** The photo dialog (SPEC.md §2 Feature photos), open while the address names a gallery. */
export function GalleryDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useGalleryDetail(id);
  useRedirectWhenRefused(detail.error);
  return (
    <Dialog open={id !== undefined} onClose={onClose} labelledBy="gallery-title" size="md" fullScreenOnPhone>
      <h2 id="gallery-title" className={clsx(dialogParts.title, styles.title)}>
        {detail.data?.title ?? t('pages.featurePhotos')}
      </h2>
      <IconButton icon="close" label={t('common.close')} hint={false} onClick={onClose} className={styles.close} />
      <div className={clsx(dialogParts.content, styles.content)}>
        {detail.data ? (
          <GalleryBody key={detail.data.id} gallery={detail.data} />
        ) : detail.isError ? (
          <DetailError message={detail.error.message} />
        ) : (
          <DetailSkeleton />
        )}
      </div>
    </Dialog>
  );
}

function GalleryBody({ gallery }: { gallery: GalleryDetail }) {
  const { t } = useTranslation();
  const actions = useOpenedItemActions('gallery', gallery.id);
  const labels = { terms: t('usageTerms.notice.terms'), note: t('usageTerms.notice.note') };
  // A gallery has no language of its own: its copied dateline names the place in the interface's.
  const placeLanguage = usePlaceLanguage();
  const description = withDateline({ text: htmlToText(gallery.description), html: gallery.description }, gallery.place, placeLanguage);

  return (
    <>
      <p className={clsx(text.body2, text.secondary, styles.date)}>
        <time dateTime={gallery.publish_at}>{formatFullDate(gallery.publish_at)}</time>
      </p>
      <ItemPlaceLine place={gallery.place} />
      <div className={styles.actions}>
        <CopyButtons
          choices={[
            { what: 'title', label: t('detail.copyTitle'), text: gallery.title },
            {
              what: 'description',
              label: t('detail.copyDescription'),
              ...withUsageNotice(description, gallery, labels),
            },
          ]}
          onCopy={(choice) => actions.copy(choice.what, choice.text, choice.html)}
        />
        <ItemActions kind="gallery" id={gallery.id} title={gallery.title} />
        <PrintButton kind="gallery" id={gallery.id} />
      </div>
      <UsageTermsNotice notice={gallery} />
      <RichText html={gallery.description} />
      <MediaFiles heading={t('media.images')} files={gallery.images} onDownloaded={actions.downloaded} onViewed={actions.viewed} />
      <RelatedItems kind="gallery" id={gallery.id} />
    </>
  );
}
