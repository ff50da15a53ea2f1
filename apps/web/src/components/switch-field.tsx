import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import { useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** An on/off field of a form, with its help under it (read out with the switch). */
export function SwitchField<F extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  help,
}: {
  control: Control<F, unknown, Out>;
  name: Path<F>;
  label: string;
  help?: string | undefined;
}) {
  const { field } = useController({ control, name });
  const helpId = useId();
  return (
    <div>
      <FormControlLabel
        label={label}
        control={
          <Switch
            checked={Boolean(field.value)}
            onChange={(event) => field.onChange(event.target.checked)}
            onBlur={field.onBlur}
            inputRef={field.ref}
            slotProps={{ input: help ? { 'aria-describedby': helpId } : {} }}
          />
        }
      />
      {help && (
        <FormHelperText id={helpId} sx={{ mx: 0 }}>
          {help}
        </FormHelperText>
      )}
    </div>
  );
}
