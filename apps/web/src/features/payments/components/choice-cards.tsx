import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { usePaymentText } from './use-payment-text.ts';

export type Choice = { value: string; label: string; detail: string };

type Props<T extends FieldValues> = { control: Control<T>; name: Path<T>; legend: string; choices: Choice[] };

/** A required single choice shown as cards: the option's name is the radio's name, its price or hint describes it. */
export function ChoiceCards<T extends FieldValues>({ control, name, legend, choices }: Props<T>) {
  const say = usePaymentText();
  const { field, fieldState } = useController({ control, name });
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(fieldState.error)} fullWidth>
      <FormLabel component="legend" sx={{ mb: 1, fontWeight: 600 }}>
        {legend}
      </FormLabel>
      <RadioGroup
        name={field.name}
        value={field.value ?? ''}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        aria-describedby={fieldState.error ? errorId : undefined}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))', gap: 1 }}
      >
        {choices.map((choice, index) => (
          <ChoiceCard
            key={choice.value}
            choice={choice}
            checked={field.value === choice.value}
            inputRef={index === 0 ? field.ref : undefined}
          />
        ))}
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText id={errorId}>{say(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}

type CardProps = { choice: Choice; checked: boolean; inputRef: React.Ref<HTMLInputElement> | undefined };

function ChoiceCard({ choice, checked, inputRef }: CardProps) {
  const labelId = useId();
  const detailId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        pr: 1.5,
        py: 0.5,
        border: 1,
        borderColor: checked ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: checked ? 'action.selected' : 'transparent',
        cursor: 'pointer',
        '&:hover': { borderColor: checked ? 'primary.main' : 'text.secondary' },
      }}
    >
      <Radio value={choice.value} inputRef={inputRef} slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': detailId } }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography id={labelId} sx={{ fontWeight: 600 }}>
          {choice.label}
        </Typography>
        <Typography id={detailId} variant="body2" color="text.secondary">
          {choice.detail}
        </Typography>
      </Box>
    </Box>
  );
}
