import type { FieldValues } from 'react-hook-form';
import { FormOutlinedField, type FormOutlinedFieldProps } from './form-outlined-field.tsx';
import { usePasswordVisibility } from './password-visibility.tsx';

/** A password field of a react-hook-form form, with the show/hide toggle. */
export function PasswordField<T extends FieldValues, Out extends FieldValues = T>(
  props: Omit<FormOutlinedFieldProps<T, Out>, 'type' | 'endAdornment'>,
) {
  const { type, toggle } = usePasswordVisibility();
  return <FormOutlinedField {...props} type={type} endAdornment={toggle} />;
}
