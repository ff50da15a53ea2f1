import Add from '@mui/icons-material/Add';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanFields, PlanFormInput } from '@portal/shared';
import { useId } from 'react';
import { type Control, type FieldErrors, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';

type Table = 'screen_options' | 'month_options';
type Props = { control: Control<PlanFormInput, unknown, PlanFields>; errors: FieldErrors<PlanFormInput>; table: Table };

const NEW_ROW = {
  screen_options: { screen: '', amount: '', label: '' },
  month_options: { month: '', amount: '' },
} as const;

/** A plan's screen or month price table: one row per option, rows added and removed freely. */
export function PriceRows({ control, errors, table }: Props) {
  const { t } = useTranslation();
  const legendId = useId();
  const rows = useFieldArray({ control, name: table });
  const screens = table === 'screen_options';
  const text = (key: string, values?: Record<string, unknown>) => t(`lookupsAdmin.plans.${key}`, values);
  const tableError = errors[table]?.root?.message ?? errors[table]?.message;

  return (
    <Box component="fieldset" aria-labelledby={legendId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography id={legendId} component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {text(screens ? 'screensLegend' : 'monthsLegend')}
      </Typography>
      <Stack spacing={1.5}>
        {rows.fields.map((row, index) => (
          <Stack key={row.id} direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
            <Box
              sx={{ display: 'grid', gap: 1, flex: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: screens ? '1fr 1fr 1.5fr' : '1fr 1fr' } }}
            >
              <FormTextField
                control={control}
                name={screens ? `screen_options.${index}.screen` : `month_options.${index}.month`}
                label={text(screens ? 'screens' : 'months')}
                type="number"
                size="small"
                required
                slotProps={{ htmlInput: { min: 1 } }}
              />
              <FormTextField
                control={control}
                name={`${table}.${index}.amount`}
                label={text('amount')}
                type="number"
                size="small"
                required
                slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
              />
              {screens && (
                <Box sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}>
                  <FormTextField
                    control={control}
                    name={`screen_options.${index}.label`}
                    label={text('screenLabel')}
                    size="small"
                    required
                    fullWidth
                  />
                </Box>
              )}
            </Box>
            <IconButton
              onClick={() => rows.remove(index)}
              disabled={rows.fields.length === 1}
              aria-label={text(screens ? 'removeScreen' : 'removeMonth', { index: index + 1 })}
              sx={{ mt: 0.5 }}
            >
              <RemoveCircleOutline />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {tableError && <FormHelperText error>{tableError}</FormHelperText>}
      <Button size="small" startIcon={<Add />} onClick={() => rows.append({ ...NEW_ROW[table] })} sx={{ mt: 1 }}>
        {text(screens ? 'addScreen' : 'addMonth')}
      </Button>
    </Box>
  );
}
