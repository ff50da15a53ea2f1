import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DATE_PRESETS, type DatePreset } from '@portal/shared';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type DateChoice = { preset?: DatePreset | undefined; from?: string | undefined; to?: string | undefined };

const ANY = 'any';
const CUSTOM = 'custom';

/** A preset of SPEC.md §9 or a custom range: no future dates, the start not after the end. */
export function DateFilter({ value, onChange }: { value: DateChoice; onChange: (choice: DateChoice) => void }) {
  const { t } = useTranslation();
  const [customChosen, setCustomChosen] = useState(false);
  const today = dayjs().format('YYYY-MM-DD');
  const custom = !value.preset && (customChosen || Boolean(value.from || value.to));
  const mode = value.preset ?? (custom ? CUSTOM : ANY);

  const choose = (next: string) => {
    setCustomChosen(next === CUSTOM);
    if (next === CUSTOM) onChange({});
    else onChange(next === ANY ? {} : { preset: next as DatePreset });
  };
  const setDay = (edge: 'from' | 'to', day: string) => {
    const next = { from: value.from, to: value.to, [edge]: day || undefined };
    if (next.from && next.to && next.from > next.to) return;
    onChange(next);
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
