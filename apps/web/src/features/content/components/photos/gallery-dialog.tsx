import Close from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GalleryDetail } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../../components/rich-text.tsx';
import { formatFullDate } from '../../../../lib/dates.ts';
import { htmlToText } from '../../../../lib/html-text.ts';
import { ItemActions } from '../../../../lib/item-actions.tsx';
import { usePlaceLanguage } from '../../../../lib/places.ts';
import { useGalleryDetail } from '../../api/get-gallery.ts';
import { PrintButton } from '../print/print-button.tsx';
import { CopyButtons } from '../shared/copy-buttons.tsx';
import { withDateline } from '../shared/dateline-copy.ts';
import { DetailError, DetailSkeleton } from '../shared/detail-states.tsx';
import { ItemPlaceLine } from '../shared/item-place-line.tsx';
import { MediaFiles } from '../shared/media-files.tsx';
import { useRedirectWhenRefused } from '../shared/subscription-gate.ts';
import { withUsageNotice } from '../shared/usage-notice-copy.ts';
import { UsageTermsNotice } from '../shared/usage-terms-notice.tsx';
import { useOpenedItemActions } from '../shared/use-item-actions.ts';

/** The photo dialog (SPEC.md §2 Feature photos), open while the address names a gallery. */
export function GalleryDialog({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const detail = useGalleryDetail(id);
  useRedirectWhenRefused(detail.error);
  return (
    <Dialog open={id !== undefined} onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby="gallery-title">
      <DialogTitle id="gallery-title" sx={{ pr: 7 }}>
        {detail.data?.title ?? t('pages.featurePhotos')}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent dividers>
        {detail.data ? (
          <GalleryBody key={detail.data.id} gallery={detail.data} />
        ) : detail.isError ? (
          <DetailError message={detail.error.message} />
        ) : (
          <DetailSkeleton />
        )}
      </DialogContent>
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
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <time dateTime={gallery.publish_at}>{formatFullDate(gallery.publish_at)}</time>
      </Typography>
      <ItemPlaceLine place={gallery.place} />
      <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mb: 2 }}>
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
      </Stack>
      <UsageTermsNotice notice={gallery} />
      <RichText html={gallery.description} />
      <MediaFiles heading={t('media.images')} files={gallery.images} onDownloaded={actions.downloaded} onViewed={actions.viewed} />
    </>
  );
}
