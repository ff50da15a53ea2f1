import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendar } from '../../../lib/calendar-choice.ts';

/** The Bikram Sambat picker, fetched only by who reads dates in BS. */
const BsDateField = lazy(() => import('../../../components/bs-date-field.tsx'));

type Props = {
  label: string;
  /** The chosen Nepal day as `YYYY-MM-DD` (AD), or ''. */
  value: string;
  onChange(day: string): void;
  onBlur?(): void;
  /** A day that may be left empty shows a button that clears it. */
  clearable?: boolean;
  required?: boolean;
  error?: string | undefined;
  helperText?: string | undefined;
  min?: string | undefined;
  max?: string | undefined;
  name?: string;
};

/**
 * A day entered in the reader's calendar: in BS on the shared BS calendar (components/bs-date-field.tsx), in AD in
 * the browser's own date input. Either way the value is the AD day the agenda keeps.
 */
export function DayField({
  label,
  value,
  onChange,
  onBlur,
  clearable = false,
  required = false,
  error,
  helperText,
  min,
  max,
  name,
}: Props) {
  const { t } = useTranslation();
  const { calendar } = useCalendar();
  const helpId = useId();
  const help = error ?? helperText;
  if (calendar === 'ad') {
    return (
      <TextField
        type="date"
        name={name}
        label={label}
        value={value}
        required={required}
        error={Boolean(error)}
        helperText={help}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      />
    );
  }
  return (
    <Box sx={{ minWidth: 0 }} aria-describedby={help ? helpId : undefined}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <Suspense fallback={<Skeleton variant="rounded" height={40} sx={{ flex: 1 }} />}>
          <BsDateField label={required ? `${label} *` : label} value={value || undefined} min={min} max={max} onChange={onChange} />
        </Suspense>
        {clearable && value && (
          <IconButton size="small" aria-label={t('agendaDesk.form.clearDate', { label })} onClick={() => onChange('')}>
            <Close fontSize="small" />
          </IconButton>
        )}
      </Box>
      {help && (
        <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 1.75 }}>
          {help}
        </FormHelperText>
      )}
    </Box>
  );
}
