import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { OutlinedField } from './outlined-field.tsx';
import { useBoundField } from './use-bound-field.ts';

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
  const { input, error } = useBoundField(control, name);
  return <OutlinedField {...props} {...input} error={error} />;
}
