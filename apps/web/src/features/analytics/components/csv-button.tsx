import FileDownload from '@mui/icons-material/FileDownload';
import Button from '@mui/material/Button';
import type { AnalyticsReport } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnalyticsRange, downloadAnalyticsCsv } from '../api/get-analytics.ts';

/** Saves one report over the chosen days as a CSV file; a failure is announced by the API client. */
export function CsvButton({ report, range }: { report: AnalyticsReport; range: AnalyticsRange }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    await downloadAnalyticsCsv(report, range).catch(() => undefined);
    setBusy(false);
  };
  return (
    <Button
      size="small"
      startIcon={<FileDownload />}
      disabled={busy}
      onClick={() => void download()}
      aria-label={t('analytics.downloadReport', { report: t(`analytics.reports.${report}`) })}
    >
      {t('analytics.downloadCsv')}
    </Button>
  );
}
