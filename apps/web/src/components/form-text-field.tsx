import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useBoundField } from './use-bound-field.ts';

/** `Out`: what the form's resolver hands to submit, when it is not the fields' own values. */
export type FormTextFieldProps<T extends FieldValues, Out extends FieldValues = T> = {
  control: Control<T, unknown, Out>;
  name: Path<T>;
  /** Rewrites the input in place before the form reads it (Nepali typing), given the value before the keystroke. */
  retype?: (input: HTMLInputElement | HTMLTextAreaElement, previous: string) => void;
} & Omit<TextFieldProps, 'name'>;

/** A MUI text field bound to react-hook-form: shows the field's first error under it. */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  helperText,
  retype,
  ...props
}: FormTextFieldProps<T, Out>) {
  const { input, error } = useBoundField(control, name);
  const onChange: TextFieldProps['onChange'] = (event) => {
    retype?.(event.target, input.value);
    input.onChange(event);
  };
  return <TextField {...props} {...input} onChange={onChange} error={error !== undefined} helperText={error ?? helperText} />;
}
