import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { AUDIT_ACTIONS, type AuditAction } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { downloadAuditCsv } from '../api/get-audit.ts';
import { type AuditParams, hasAuditFilters, toAuditFilters } from './audit-params.ts';

type Props = { params: AuditParams; onChange: (change: Partial<AuditParams>) => void; onReset: () => void };

const ANY = '';
const fieldSx = { flex: '1 1 160px', maxWidth: { sm: 220 } } as const;

/** Person, action, object and days of the trail, Reset, and the CSV of what they show. */
export function AuditFilters({ params, onChange, onReset }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar
      label={t('audit.filters.label')}
      filtered={hasAuditFilters(params)}
      onReset={onReset}
      csv={{ label: t('audit.exportCsv'), about: t('audit.exportAbout'), download: () => downloadAuditCsv(toAuditFilters(params)) }}
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
    </FilterBar>
  );
}
