import { type ReactNode, useId } from 'react';
import { FieldFrame, fieldStyles } from './field-frame.tsx';
import { Icon } from './icon.tsx';

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  className?: string | undefined;
  /** `<option>` elements. */
  children: ReactNode;
};

/** A choice of one, in the browser's own list (a phone's picker), drawn as MUI's outlined select. */
export function SelectField({ label, value, onChange, className, children }: Props) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} raised className={className}>
      <select id={id} className={fieldStyles.control} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
      <Icon name="arrowDropDown" className={fieldStyles.arrow} />
    </FieldFrame>
  );
}
