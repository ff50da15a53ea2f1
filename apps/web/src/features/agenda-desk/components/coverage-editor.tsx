import Add from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COVERAGE_KINDS, COVERAGE_STATES } from '@portal/shared';
import { useId } from 'react';
import { Controller, useController, useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CoverageKindIcon } from '../../../components/coverage-kind-icon.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { DayField } from './day-field.tsx';
import { DeliveredItemLine } from './delivered-item.tsx';
import { newCoverage } from './event-draft.ts';
import type { EventControl } from './form-types.ts';

/**
 * The event's coverage, in the order the desk works on it: rows added, removed and moved up or down; each its
 * kind, state, expected day and time and a note. A delivered one names the item that delivered it, a link to it.
 */
export function CoverageEditor({ control }: { control: EventControl }) {
  const { t } = useTranslation();
  const headingId = useId();
  const startDate = useWatch({ control, name: 'start_date' });
  const { fields, append, remove, move } = useFieldArray({ control, name: 'coverages', keyName: 'key' });
  const { errors } = useFormState({ control, name: 'coverages' });
  const listError = errors.coverages?.message ?? errors.coverages?.root?.message;
  return (
    <Stack component="section" aria-labelledby={headingId} sx={{ gap: 2 }}>
      <div>
        <Typography id={headingId} component="h2" variant="h3">
          {t('agendaDesk.coverage.legend')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('agendaDesk.coverage.help')}
        </Typography>
      </div>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('agendaDesk.coverage.none')}
        </Typography>
      )}
      {fields.map((field, index) => (
        <CoverageRow
          key={field.key}
          control={control}
          index={index}
          last={index === fields.length - 1}
          onMove={(by) => move(index, index + by)}
          onRemove={() => remove(index)}
        />
      ))}
      {listError && <FormHelperText error>{listError}</FormHelperText>}
      <Box>
        <Button startIcon={<Add />} variant="outlined" onClick={() => append(newCoverage('text', startDate))}>
          {t('agendaDesk.coverage.add')}
        </Button>
      </Box>
    </Stack>
  );
}

function CoverageRow(props: { control: EventControl; index: number; last: boolean; onMove(by: number): void; onRemove(): void }) {
  const { t } = useTranslation();
  const { control, index } = props;
  const position = index + 1;
  const name = `coverages.${index}` as const;
  const kind = useWatch({ control, name: `${name}.kind` });
  const delivered = useWatch({ control, name: `${name}.delivered_item` });
  const date = useController({ control, name: `${name}.expected_date` });
  const label = t('agendaDesk.coverage.row', { position });
  return (
    <Paper variant="outlined" role="group" aria-label={label} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 1.5 }}>
        <CoverageKindIcon kind={kind} color="action" />
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{label}</Typography>
        <IconButton
          size="small"
          aria-label={t('agendaDesk.coverage.moveUp', { position })}
          disabled={index === 0}
          onClick={() => props.onMove(-1)}
        >
          <ArrowUpward fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={t('agendaDesk.coverage.moveDown', { position })}
          disabled={props.last}
          onClick={() => props.onMove(1)}
        >
          <ArrowDownward fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={t('agendaDesk.coverage.remove', { position })} onClick={props.onRemove}>
          <DeleteOutline fontSize="small" />
        </IconButton>
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Controller
          control={control}
          name={`${name}.kind`}
          render={({ field }) => (
            <TextField select label={t('agendaDesk.coverage.kind')} {...field} inputRef={field.ref}>
              {COVERAGE_KINDS.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`agendaTerms.kinds.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Controller
          control={control}
          name={`${name}.state`}
          render={({ field }) => (
            <TextField select label={t('agendaDesk.coverage.state')} {...field} inputRef={field.ref}>
              {COVERAGE_STATES.map((option) => (
                <MenuItem key={option} value={option}>
                  {t(`agendaTerms.states.${option}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <DayField
          name={`${name}.expected_date`}
          label={t('agendaDesk.coverage.expectedDate')}
          clearable
          value={date.field.value}
          onChange={date.field.onChange}
          onBlur={date.field.onBlur}
          error={date.fieldState.error?.message}
        />
        <FormTextField
          control={control}
          name={`${name}.expected_time`}
          type="time"
          label={t('agendaDesk.coverage.expectedTime')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormTextField
            control={control}
            name={`${name}.note`}
            label={t('agendaDesk.coverage.note')}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Box>
      </Box>
      {delivered && (
        <Box sx={{ mt: 1.5 }}>
          <DeliveredItemLine item={delivered} />
        </Box>
      )}
    </Paper>
  );
}
