import { type ReactNode, type Ref, useId } from 'react';
import { FieldFrame, fieldStyles } from '../ui/field-frame.tsx';

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
  /** A button at the end of the box (the password's show/hide toggle). */
  endAdornment?: ReactNode;
};

/** A text input drawn as MUI's small outlined TextField (same markup roles: a labelled input, its message under it). */
export function OutlinedField({ label, error, helperText, endAdornment, onChange, required, inputRef, ...input }: OutlinedFieldProps) {
  const id = useId();
  const message = error ?? helperText;
  const messageId = message ? `${id}-helper-text` : undefined;
  return (
    <FieldFrame id={id} label={label} required={required} invalid={Boolean(error)} message={message} end={endAdornment}>
      <input
        {...input}
        ref={inputRef}
        id={id}
        className={fieldStyles.control}
        required={required}
        placeholder=" "
        aria-invalid={Boolean(error)}
        aria-describedby={messageId}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
}
