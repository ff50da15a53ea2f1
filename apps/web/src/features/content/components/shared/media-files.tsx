import Download from '@mui/icons-material/Download';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Visibility from '@mui/icons-material/Visibility';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaFile } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MediaViewerDialog } from '../../../../components/media-viewer-dialog.tsx';
import { formatBytes } from '../../../../lib/format-bytes.ts';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import { useTeamReach } from '../../../../lib/use-team-reach.ts';
import { useDownload } from './use-item-actions.ts';

type Props = {
  heading: string;
  files: MediaFile[];
  onDownloaded: () => void;
  onViewed: () => void;
};

/** A section of an item's files (images, videos or PDFs), each with View, and Download from reporter up (a viewer reads only). */
export function MediaFiles({ heading, files, onDownloaded, onViewed }: Props) {
  const [viewing, setViewing] = useState<MediaFile | undefined>();
  if (files.length === 0) return null;
  return (
    <Box component="section" aria-label={heading} sx={{ mt: 3 }}>
      <Typography variant="h3" component="h3" sx={{ mb: 1 }}>
        {heading} ({files.length})
      </Typography>
      <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
        {files.map((file) => (
          <MediaFileRow
            key={file.id}
            file={file}
            onDownloaded={onDownloaded}
            onView={() => {
              setViewing(file);
              onViewed();
            }}
          />
        ))}
      </Stack>
      <MediaViewerDialog file={viewing} onClose={() => setViewing(undefined)} />
    </Box>
  );
}

function MediaFileRow({ file, onDownloaded, onView }: { file: MediaFile; onDownloaded: () => void; onView: () => void }) {
  const { t } = useTranslation();
  const download = useDownload();
  const mayDownload = useTeamReach('reporter');
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1.5, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, flexWrap: 'wrap' }}
    >
      <FilePreview file={file} />
      <Box sx={{ flex: '1 1 120px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {file.download_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {[file.width && file.height ? `${file.width}×${file.height}` : null, formatBytes(file.size)].filter(Boolean).join(' · ')}
        </Typography>
        {download.busy && <LinearProgress variant="determinate" value={download.progress ?? 0} aria-label={t('media.downloading')} />}
      </Box>
      <Stack direction="row" sx={{ gap: 1 }}>
        {mayDownload && (
          <Button
            size="small"
            variant="outlined"
            startIcon={<Download />}
            disabled={download.busy}
            aria-label={t('media.downloadFile', { name: file.download_name })}
            onClick={async () => {
              if (await download.start(file.path, file.download_name)) onDownloaded();
            }}
          >
            {t('media.download')}
          </Button>
        )}
        <Button
          size="small"
          variant="contained"
          startIcon={<Visibility />}
          aria-label={t('media.viewFile', { name: file.download_name })}
          onClick={onView}
        >
          {t('media.view')}
        </Button>
      </Stack>
    </Stack>
  );
}

function FilePreview({ file }: { file: MediaFile }) {
  const box = { width: 72, height: 48, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };
  if (file.aggregate_type === 'image') {
    return (
      <Box
        component="img"
        src={file.thumbnail ?? file.path}
        srcSet={srcSetOf(file.renditions)}
        sizes={`${box.width}px`}
        width={box.width}
        height={box.height}
        alt=""
        loading="lazy"
        decoding="async"
        sx={{ ...box, objectFit: 'cover' }}
      />
    );
  }
  return (
    <Box sx={box}>{file.aggregate_type === 'pdf' ? <PictureAsPdfOutlined color="error" /> : <PlayCircleOutline color="action" />}</Box>
  );
}
