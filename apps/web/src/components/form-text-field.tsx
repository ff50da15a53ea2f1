import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** `Out`: what the form's resolver hands to submit, when it is not the fields' own values. */
export type FormTextFieldProps<T extends FieldValues, Out extends FieldValues = T> = {
  control: Control<T, unknown, Out>;
  name: Path<T>;
} & Omit<TextFieldProps, 'name'>;

/** A MUI text field bound to react-hook-form: shows the field's first error under it. */
export function FormTextField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  helperText,
  ...props
}: FormTextFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
