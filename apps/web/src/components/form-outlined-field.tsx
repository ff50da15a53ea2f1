import type { ReactNode } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { OutlinedField } from './outlined-field.tsx';

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

/** An OutlinedField bound to react-hook-form, for the guest forms; FormTextField is the field for everything else. */
export function FormOutlinedField<T extends FieldValues, Out extends FieldValues = T>({
  control,
  name,
  ...props
}: FormOutlinedFieldProps<T, Out>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <OutlinedField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error?.message}
    />
  );
}
