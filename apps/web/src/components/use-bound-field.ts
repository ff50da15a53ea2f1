import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';

/** A react-hook-form field as an input takes it (value, handlers, ref) and its first error, for the form field components. */
export function useBoundField<T extends FieldValues, Out extends FieldValues>(control: Control<T, unknown, Out>, name: Path<T>) {
  const { field, fieldState } = useController({ control, name });
  return {
    input: { name: field.name, value: field.value ?? '', onChange: field.onChange, onBlur: field.onBlur, inputRef: field.ref },
    error: fieldState.error?.message,
  };
}
