import Close from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MediaKind } from '@portal/shared';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes } from '../lib/format-bytes.ts';

/** One file of an upload as the form lists it: a saved one (its link) or a newly chosen one (its File). */
export type ListedFile = {
  key: string;
  name: string;
  size: number;
  kind: MediaKind;
  /** A saved file's thumbnail or link; a new image is previewed from the File itself. */
  previewUrl?: string | null | undefined;
  file?: File | undefined;
  /** "Saved" or "New", said beside the size. */
  note: string;
};

export const kindOfFile = (file: File): MediaKind => {
  if (file.type.startsWith('video/') || /\.(mp4|mov|avi)$/i.test(file.name)) return 'video';
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  return 'image';
};

/** An object URL for a chosen file, revoked when the file goes. */
export function useObjectUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) return setUrl(undefined);
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
}

type Props = {
  label: string;
  files: ListedFile[];
  onRemove?: ((file: ListedFile) => void) | undefined;
  /** Extra buttons of a row (a new PDF's Open link). */
  actions?: (file: ListedFile) => ReactNode;
};

/** The files of the form with a preview, their name and size, and a remove button each. */
export function FileList({ label, files, onRemove, actions }: Props) {
  if (files.length === 0) return null;
  return (
    <Stack component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
      {files.map((file) => (
        <FileRow key={file.key} file={file} onRemove={onRemove} actions={actions} />
      ))}
    </Stack>
  );
}

function FileRow({ file, onRemove, actions }: { file: ListedFile } & Pick<Props, 'onRemove' | 'actions'>) {
  const { t } = useTranslation();
  return (
    <Stack
      component="li"
      direction="row"
      sx={{ gap: 1.5, alignItems: 'center', p: 1, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}
    >
      <Preview file={file} />
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {file.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatBytes(file.size)} · {file.note}
        </Typography>
      </Box>
      {actions?.(file)}
      {onRemove && (
        <IconButton aria-label={t('uploads.form.removeFile', { name: file.name })} onClick={() => onRemove(file)} size="small">
          <Close fontSize="small" />
        </IconButton>
      )}
    </Stack>
  );
}

function Preview({ file }: { file: ListedFile }) {
  const chosenUrl = useObjectUrl(file.kind === 'image' ? file.file : undefined);
  const box = { width: 64, height: 48, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };
  const src = chosenUrl ?? file.previewUrl;
  if (file.kind === 'image' && src) return <Box component="img" src={src} alt="" sx={{ ...box, objectFit: 'cover' }} />;
  return <Box sx={box}>{file.kind === 'pdf' ? <PictureAsPdfOutlined color="error" /> : <PlayCircleOutline color="action" />}</Box>;
}
