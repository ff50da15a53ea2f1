import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ANALYTICS_KINDS, type AnalyticsKind } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import type { AnalyticsRange } from '../api/get-analytics.ts';

const ALL = 'all';

/** The days (shown as the server resolved them until chosen) and the kind of content counted. */
export function RangeControls(props: {
  value: AnalyticsRange;
  shown: { from: string; to: string } | undefined;
  onChange(range: AnalyticsRange): void;
}) {
  const { t } = useTranslation();
  const { value, shown, onChange } = props;
  const from = value.from ?? shown?.from ?? '';
  const to = value.to ?? shown?.to ?? '';
  const setDay = (edge: 'from' | 'to', day: string) => {
    const next = { from, to, [edge]: day };
    if (!next.from || !next.to || next.from > next.to) return;
    onChange({ ...value, ...next });
  };
  const dateField = { type: 'date', size: 'small', slotProps: { inputLabel: { shrink: true } }, sx: { flex: '1 1 150px' } } as const;

  return (
    <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', mb: 1 }}>
      <TextField {...dateField} label={t('analytics.from')} value={from} onChange={(event) => setDay('from', event.target.value)} />
      <TextField {...dateField} label={t('analytics.to')} value={to} onChange={(event) => setDay('to', event.target.value)} />
      <TextField
        select
        size="small"
        label={t('analytics.kind')}
        value={value.kind ?? ALL}
        onChange={(event) => onChange({ ...value, kind: event.target.value === ALL ? undefined : (event.target.value as AnalyticsKind) })}
        sx={{ flex: '1 1 150px' }}
      >
        <MenuItem value={ALL}>{t('analytics.allKinds')}</MenuItem>
        {ANALYTICS_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {t(`analytics.kinds.${kind}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
