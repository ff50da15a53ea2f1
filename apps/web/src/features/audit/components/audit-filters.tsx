import FileDownload from '@mui/icons-material/FileDownload';
import RestartAlt from '@mui/icons-material/RestartAlt';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, type AuditAction } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/search-field.tsx';
import { downloadAuditCsv } from '../api/get-audit.ts';
import { type AuditParams, hasAuditFilters, toAuditFilters } from './audit-params.ts';

type Props = { params: AuditParams; onChange: (change: Partial<AuditParams>) => void; onReset: () => void };

const ANY = '';
const fieldSx = { flex: '1 1 160px', maxWidth: { sm: 220 } } as const;

/** Person, action, object and days of the trail, Reset, and the CSV of what they show. */
export function AuditFilters({ params, onChange, onReset }: Props) {
  const { t } = useTranslation();
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    await downloadAuditCsv(toAuditFilters(params)).catch(() => undefined);
    setExporting(false);
  };
  return (
    <Stack
      component="search"
      aria-label={t('audit.filters.label')}
      direction="row"
      sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}
    >
      <SearchField label={t('audit.filters.person')} value={params.person} onSearch={(person) => onChange({ person })} />
      <TextField
        select
        label={t('audit.filters.action')}
        value={params.action ?? ANY}
        onChange={(event) => onChange({ action: (event.target.value || undefined) as AuditAction | undefined })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={fieldSx}
      >
        <MenuItem value={ANY}>{t('audit.filters.anyAction')}</MenuItem>
        {AUDIT_ACTIONS.map((action) => (
          <MenuItem key={action} value={action}>
            {t(`audit.actions.${action}`, { defaultValue: action })}
          </MenuItem>
        ))}
      </TextField>
      <SearchField label={t('audit.filters.objectType')} value={params.objectType} onSearch={(objectType) => onChange({ objectType })} />
      <SearchField label={t('audit.filters.objectId')} value={params.objectId} onSearch={(objectId) => onChange({ objectId })} />
      <TextField
        type="date"
        label={t('audit.filters.from')}
        value={params.from}
        onChange={(event) => onChange({ from: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: params.to || undefined } }}
        sx={fieldSx}
      />
      <TextField
        type="date"
        label={t('audit.filters.to')}
        value={params.to}
        onChange={(event) => onChange({ to: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: params.from || undefined } }}
        sx={fieldSx}
      />
      <Stack direction="row" sx={{ gap: 1, alignSelf: 'center' }}>
        {hasAuditFilters(params) && (
          <Button startIcon={<RestartAlt />} onClick={onReset}>
            {t('filters.reset')}
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<FileDownload />}
          loading={exporting}
          onClick={() => void exportCsv()}
          title={t('audit.exportAbout')}
        >
          {t('audit.exportCsv')}
        </Button>
      </Stack>
    </Stack>
  );
}
