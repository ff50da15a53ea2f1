import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ReactNode, type Ref, useId } from 'react';

export type OutlinedFieldProps = {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the field in red; the field is marked invalid. */
  error?: string;
  helperText?: string;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
  endAdornment?: ReactNode;
};

/**
 * A text field built as MUI's TextField builds its outlined variant (same markup, classes and theme
 * defaults: full width, small) but without TextField's select and other variants, which would bring
 * Select, Menu, Popover and Modal into the sign-in screens' download.
 */
export function OutlinedField({ label, error, helperText, endAdornment, onChange, ...input }: OutlinedFieldProps) {
  const id = useId();
  const message = error ?? helperText;
  const helperTextId = message ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" fullWidth size="small" error={Boolean(error)} required={input.required}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        aria-describedby={helperTextId}
        onChange={(event) => onChange(event.target.value)}
        endAdornment={endAdornment}
      />
      {message && <FormHelperText id={helperTextId}>{message}</FormHelperText>}
    </FormControl>
  );
}
