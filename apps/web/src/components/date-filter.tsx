import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_PRESETS, type DatePreset } from '@portal/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

export type DateChoice = {
  preset?: DatePreset | undefined;
  /** "Custom range…" is chosen; kept by the list's state with the days, so clearing the filters ends it too. */
  customRange?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

const ANY = 'any';
const CUSTOM = 'custom';

/**
 * A preset of SPEC.md §9 or a custom range: no future dates, the start not after the end. Reports
 * only what changed; keys left out of a choice keep their value.
 */
export function DateFilter({ value, onChange }: { value: DateChoice; onChange: (choice: DateChoice) => void }) {
  const { t } = useTranslation();
  const today = dayjs().format('YYYY-MM-DD');
  const custom = !value.preset && Boolean(value.customRange || value.from || value.to);
  const mode = value.preset ?? (custom ? CUSTOM : ANY);

  const choose = (next: string) => {
    const preset = next === ANY || next === CUSTOM ? undefined : (next as DatePreset);
    onChange({ preset, customRange: next === CUSTOM, from: undefined, to: undefined });
  };
  // Only the edited edge is reported: the other one may not have reached `value` yet (the address
  // updates before its render), and the list state keeps it from the address itself.
  const setDay = (edge: 'from' | 'to', day: string) => {
    const from = edge === 'from' ? day : value.from;
    const to = edge === 'to' ? day : value.to;
    if (from && to && from > to) return;
    const range = { preset: undefined, customRange: true };
    onChange(edge === 'from' ? { ...range, from: day || undefined } : { ...range, to: day || undefined });
  };

  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', flex: custom ? '2 1 420px' : '0 1 180px' }}>
      <TextField select label={t('filters.date')} value={mode} onChange={(event) => choose(event.target.value)} sx={{ flex: '1 1 160px' }}>
        <MenuItem value={ANY}>{t('filters.anyTime')}</MenuItem>
        {DATE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {t(`filters.presets.${preset}`)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM}>{t('filters.customRange')}</MenuItem>
      </TextField>
      {custom && (
        <>
          <TextField
            type="date"
            label={t('filters.from')}
            value={value.from ?? ''}
            onChange={(event) => setDay('from', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to ?? today } }}
            sx={{ flex: '1 1 140px' }}
          />
          <TextField
            type="date"
            label={t('filters.to')}
            value={value.to ?? ''}
            onChange={(event) => setDay('to', event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from, max: today } }}
            sx={{ flex: '1 1 140px' }}
          />
        </>
      )}
    </Stack>
  );
}
