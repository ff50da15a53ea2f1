import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { MediaFile } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { srcSetOf } from '../lib/image-srcset.ts';

/** Shows one file: the image, the PDF in a frame, or the video playing. */
export function MediaViewerDialog({ file, onClose }: { file: MediaFile | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={file !== undefined} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="media-viewer-title">
      <DialogTitle id="media-viewer-title" sx={{ pr: 6 }}>
        {file?.download_name}
      </DialogTitle>
      <IconButton aria-label={t('common.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <Close />
      </IconButton>
      <DialogContent sx={{ display: 'grid', placeItems: 'center', p: { xs: 1, sm: 2 } }}>{file && <Viewer file={file} />}</DialogContent>
    </Dialog>
  );
}

function Viewer({ file }: { file: MediaFile }) {
  const { t } = useTranslation();
  switch (file.aggregate_type) {
    case 'image':
      // The dialog is at most lg (1200 px) wide; the original stays for Download.
      return (
        <Box
          component="img"
          src={file.path}
          srcSet={srcSetOf(file.renditions)}
          sizes="(max-width: 1264px) 100vw, 1200px"
          width={file.width ?? undefined}
          height={file.height ?? undefined}
          alt={file.download_name}
          decoding="async"
          sx={{ maxWidth: '100%', maxHeight: '75vh', width: 'auto', height: 'auto' }}
        />
      );
    case 'pdf':
      return (
        <Box
          component="iframe"
          src={file.path}
          title={t('media.pdfTitle', { name: file.download_name })}
          sx={{ width: '100%', height: '75vh', border: 0 }}
        />
      );
    case 'video':
      return <Box component="video" src={file.path} autoPlay controls playsInline sx={{ maxWidth: '100%', maxHeight: '75vh' }} />;
  }
}
