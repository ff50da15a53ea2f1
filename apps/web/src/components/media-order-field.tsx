import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Close from '@mui/icons-material/Close';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_CAPTION_LENGTH } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chosenMedia, type OrderedMedia } from '../lib/desk-media.ts';
import { formatBytes } from '../lib/format-bytes.ts';
import { kindOfFile, useObjectUrl } from './file-list.tsx';
import { FilePickButton } from './file-pick-button.tsx';

type Props = {
  label: string;
  help: string;
  pickText: string;
  accept: string;
  items: OrderedMedia[];
  onChange(items: OrderedMedia[]): void;
  disabled?: boolean;
  error?: string | undefined;
};

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};

/**
 * The files of an item in order (a gallery's images, a story's attachments): pick more, caption each,
 * move one up or down, remove one. Buttons rather than dragging, so the keyboard does it all.
 */
export function MediaOrderField({ label, help, pickText, accept, items, onChange, disabled = false, error }: Props) {
  const { t } = useTranslation();
  const inputId = useId();
  const helpId = useId();
  const update = (index: number, caption: string) => onChange(items.map((item, at) => (at === index ? { ...item, caption } : item)));
  return (
    <Stack sx={{ gap: 1 }}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 500 }}>
        {label}
      </Typography>
      <FilePickButton
        id={inputId}
        text={pickText}
        accept={accept}
        multiple
        disabled={disabled}
        describedBy={helpId}
        invalid={Boolean(error)}
        onPick={(files) => onChange([...items, ...files.map(chosenMedia)])}
      />
      <FormHelperText id={helpId} error={Boolean(error)} role={error ? 'alert' : undefined} sx={{ mt: 0 }}>
        {error ?? help}
      </FormHelperText>
      {items.length > 0 && (
        <Stack component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, gap: 1 }}>
          {items.map((item, index) => {
            const name = item.saved ? item.saved.download_name : item.file.name;
            return (
              <Stack
                component="li"
                key={item.key}
                direction={{ xs: 'column', sm: 'row' }}
                sx={{ gap: 1.5, p: 1, border: 1, borderColor: 'divider', borderRadius: 1, alignItems: { sm: 'center' }, minWidth: 0 }}
              >
                <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', minWidth: 0, flex: { sm: '0 0 200px' } }}>
                  <Preview item={item} />
                  <Box sx={{ minWidth: 0 }}>
                    <Typography
                      variant="body2"
                      sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                    >
                      {name}
                    </Typography>
                    <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                      {formatBytes(item.saved ? item.saved.size : item.file.size)} ·{' '}
                      {item.saved ? t('mediaDesk.files.saved') : t('mediaDesk.files.new')}
                    </Typography>
                  </Box>
                </Stack>
                <TextField
                  size="small"
                  label={t('mediaDesk.files.caption', { position: index + 1 })}
                  value={item.caption}
                  disabled={disabled}
                  onChange={(event) => update(index, event.target.value)}
                  slotProps={{ htmlInput: { maxLength: MAX_CAPTION_LENGTH } }}
                  sx={{ flex: '1 1 auto', minWidth: 0 }}
                />
                <Stack direction="row" sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
                  <IconButton
                    size="small"
                    aria-label={t('mediaDesk.files.moveUp', { name })}
                    disabled={disabled || index === 0}
                    onClick={() => onChange(move(items, index, index - 1))}
                  >
                    <ArrowUpward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('mediaDesk.files.moveDown', { name })}
                    disabled={disabled || index === items.length - 1}
                    onClick={() => onChange(move(items, index, index + 1))}
                  >
                    <ArrowDownward fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={t('mediaDesk.files.remove', { name })}
                    disabled={disabled}
                    onClick={() => onChange(items.filter((_, at) => at !== index))}
                  >
                    <Close fontSize="small" />
                  </IconButton>
                </Stack>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

function Preview({ item }: { item: OrderedMedia }) {
  const kind = item.saved ? item.saved.aggregate_type : kindOfFile(item.file);
  const chosenUrl = useObjectUrl(kind === 'image' ? item.file : undefined);
  const box = { width: 64, height: 48, borderRadius: 1, flexShrink: 0, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };
  const src = chosenUrl ?? item.saved?.thumbnail ?? (kind === 'image' ? item.saved?.path : undefined);
  if (kind === 'image' && src) return <Box component="img" src={src} alt="" sx={{ ...box, objectFit: 'cover' }} />;
  return <Box sx={box}>{kind === 'pdf' ? <PictureAsPdfOutlined color="error" /> : <PlayCircleOutline color="action" />}</Box>;
}
