import FileDownload from '@mui/icons-material/FileDownload';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A list's CSV of what its filters show: the button's text, its tooltip, and the download. */
export type CsvExport = { label: string; about: string; download(): Promise<unknown> };

/**
 * A console list's filter row: its fields, then Reset (off while nothing is filtered) and, where the list exports, a
 * CSV of what the filters show (a failed download is announced by the call itself).
 */
export function FilterBar(props: { label?: string; filtered: boolean; onReset(): void; csv?: CsvExport; children: ReactNode }) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const { csv } = props;
  const exportCsv = async () => {
    if (!csv) return;
    setExporting(true);
    await csv.download().catch(() => undefined);
    setExporting(false);
  };
  return (
    <Stack component="search" aria-label={props.label} direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      {props.children}
      <Stack direction="row" sx={{ gap: 1, alignSelf: 'center' }}>
        <Button startIcon={<RestartAlt />} onClick={props.onReset} disabled={!props.filtered}>
          {t('filters.reset')}
        </Button>
        {csv && (
          <Button variant="outlined" startIcon={<FileDownload />} loading={exporting} onClick={() => void exportCsv()} title={csv.about}>
            {csv.label}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
