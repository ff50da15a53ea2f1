import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MAX_ZIP_ITEMS } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadNewsZip } from '../../api/download-news.ts';

/** The bar of the list's selection mode: how many are chosen, "Download ZIP" and "Clear"; says when the limit stopped a choice. */
export function SelectionBar({ ids, refused, onClear }: { ids: readonly number[]; refused: boolean; onClear: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadNewsZip(ids);
    } catch {
      // The failure was announced by the API client.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper
      role="region"
      aria-label={t('downloads.selectionBar')}
      elevation={6}
      // The right margin leaves the scroll-to-top button its corner.
      sx={{ position: 'sticky', bottom: 16, zIndex: 2, mt: 2, mr: 9, p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {(refused || ids.length >= MAX_ZIP_ITEMS) && (
        <Alert severity={refused ? 'warning' : 'info'} role={refused ? 'alert' : 'status'}>
          {t('downloads.limitReached', { max: MAX_ZIP_ITEMS })}
        </Alert>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography role="status" sx={{ flex: 1, minWidth: 120 }}>
          {t('downloads.selected', { count: ids.length })}
        </Typography>
        <Button
          variant="contained"
          startIcon={<Download />}
          disabled={ids.length === 0}
          loading={busy}
          loadingPosition="start"
          onClick={() => void download()}
        >
          {t('downloads.downloadZip')}
        </Button>
        <Button onClick={onClear} disabled={ids.length === 0}>
          {t('downloads.clear')}
        </Button>
      </Stack>
    </Paper>
  );
}
