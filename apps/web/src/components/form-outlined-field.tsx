import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, useId } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** `Out`: what the form's resolver hands to submit, when it is not the fields' own values. */
export type FormOutlinedFieldProps<T extends FieldValues, Out extends FieldValues = T> = {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  label: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  helperText?: string;
  endAdornment?: ReactNode;
};

/**
 * A text field bound to react-hook-form, built as MUI's TextField builds its outlined variant (same
 * markup, classes and theme defaults: full width, small) but without TextField's select and other
 * variants, which would bring Select, Menu, Popover and Modal into the sign-in screens' download.
 * FormTextField is the field for everything else.
 */
export function FormOutlinedField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  label,
  helperText,
  endAdornment,
  ...input
}: FormOutlinedFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const message = fieldState.error?.message ?? helperText;
  const helperTextId = message ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth size="small" error={Boolean(fieldState.error)} required={input.required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperTextId}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        endAdornment={endAdornment}
      />
      {message && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
