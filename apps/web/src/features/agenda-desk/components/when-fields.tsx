import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { DayField } from './day-field.tsx';
import type { EventControl } from './form-types.ts';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } };

/**
 * The event's days (in the reader's calendar) and Nepal times. "All day" hides both times and "Time to be
 * confirmed"; "Time to be confirmed" hides the start time: the server keeps neither.
 */
export function WhenFields({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  const [allDay, toBeConfirmed, startDate] = useWatch({ control, name: ['all_day', 'time_to_be_confirmed', 'start_date'] });
  const start = useController({ control, name: 'start_date' });
  const end = useController({ control, name: 'end_date' });
  return (
    <Stack sx={{ gap: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('agendaDesk.form.nepalTime')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
        <SwitchField control={control} name="all_day" label={t('agendaDesk.form.allDay')} help={t('agendaDesk.form.allDayHelp')} />
        {!allDay && (
          <SwitchField
            control={control}
            name="time_to_be_confirmed"
            label={t('agendaDesk.form.toBeConfirmed')}
            help={t('agendaDesk.form.toBeConfirmedHelp')}
          />
        )}
      </Box>
      <Box sx={twoColumns}>
        <DayField
          name="start_date"
          label={t('agendaDesk.form.startDate')}
          required
          value={start.field.value}
          onChange={start.field.onChange}
          onBlur={start.field.onBlur}
          error={start.fieldState.error?.message}
        />
        {!allDay && !toBeConfirmed && (
          <FormTextField
            control={control}
            name="start_time"
            type="time"
            label={t('agendaDesk.form.startTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </Box>
      <Box sx={twoColumns}>
        <DayField
          name="end_date"
          label={t('agendaDesk.form.endDate')}
          clearable
          value={end.field.value}
          min={startDate || undefined}
          onChange={end.field.onChange}
          onBlur={end.field.onBlur}
          error={end.fieldState.error?.message}
          helperText={t('agendaDesk.form.endDateHelp')}
        />
        {!allDay && (
          <FormTextField
            control={control}
            name="end_time"
            type="time"
            label={t('agendaDesk.form.endTime')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </Box>
    </Stack>
  );
}
