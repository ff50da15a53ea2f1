import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { EXPORT_FORMATS, exportRows, MAX_EXPORT_ROWS, messages } from '@portal/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { showNotice } from '../../../lib/notices.ts';
import type { ExportFormat, OwnNewsParams } from '../../../lib/own-news-params.ts';
import { useExportOwnNews } from '../api/export-own-news.ts';
import { blockNonDigitKeys, pasteDigitsOnly } from './number-keys.ts';

type Props = {
  open: boolean;
  params: OwnNewsParams;
  /** The rows the table's filters select, offered as the first answer. */
  total: number | undefined;
  onClose(): void;
};

/** "Export Options": how many rows of the filtered table, as CSV or XLSX; the file is then downloaded. */
export function ExportDialog({ open, params, total, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const exporting = useExportOwnNews();
  const [rows, setRows] = useState('');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [error, setError] = useState<string>();

  const reset = () => {
    setRows(String(Math.min(Math.max(total ?? 1, 1), MAX_EXPORT_ROWS)));
    setError(undefined);
  };
  const submit = async () => {
    const count = exportRows.safeParse(rows);
    if (!count.success) return setError(messages.exportRows);
    try {
      await exporting.mutateAsync({ params, rows: count.data, format });
      showNotice(messages.exported, { variant: 'success' });
      onClose();
    } catch {
      showNotice(messages.exportFailed, { variant: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={exporting.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onEnter: reset } }}
    >
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle id={titleId}>{t('uploads.export.title')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2.5, pt: 1 }}>
            <TextField
              autoFocus
              required
              type="number"
              label={t('uploads.export.rows')}
              value={rows}
              onChange={(event) => {
                setRows(event.target.value.replace(/\D/g, ''));
                setError(undefined);
              }}
              onKeyDown={blockNonDigitKeys}
              onPaste={(event: React.ClipboardEvent<HTMLInputElement>) => pasteDigitsOnly(event, setRows)}
              error={Boolean(error)}
              helperText={error ?? t('uploads.export.rowsHelp', { max: MAX_EXPORT_ROWS })}
              slotProps={{ htmlInput: { min: 1, max: MAX_EXPORT_ROWS, step: 1, inputMode: 'numeric', pattern: '[0-9]*' } }}
            />
            <FormControl component="fieldset">
              <FormLabel component="legend">{t('uploads.export.format')}</FormLabel>
              <RadioGroup row value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
                {EXPORT_FORMATS.map((choice) => (
                  <FormControlLabel key={choice} value={choice} control={<Radio />} label={t(`uploads.export.formats.${choice}`)} />
                ))}
              </RadioGroup>
            </FormControl>
          </Stack>
        </DialogContent>
        <DialogFormActions busy={exporting.isPending} submitLabel={t('uploads.export.submit')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
