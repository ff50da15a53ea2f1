import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './field.module.css';

export const fieldStyles = styles;

type Props = {
  /** The control's id, which the label names. */
  id: string;
  label: string;
  required?: boolean | undefined;
  /** The label stays up (a select, a date): the control always shows something. */
  raised?: boolean;
  invalid?: boolean;
  /** Under the field; its id is `${id}-helper-text`, for the control's aria-describedby. */
  message?: string | undefined;
  start?: ReactNode;
  end?: ReactNode;
  className?: string | undefined;
  /** The control, with `className={fieldStyles.control}`. */
  children: ReactNode;
};

/** The frame of an outlined field around a plain control: its floating label, notched outline, adornments and message. */
export function FieldFrame({ id, label, required, raised, invalid, message, start, end, className, children }: Props) {
  return (
    <div className={clsx(styles.field, raised && styles.raised, invalid && styles.invalid, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span aria-hidden="true">{'\u2009*'}</span>}
      </label>
      <div className={styles.box}>
        {start && <span className={styles.start}>{start}</span>}
        {children}
        {end && <span className={styles.end}>{end}</span>}
        <fieldset aria-hidden="true" className={styles.outline}>
          <legend className={styles.notch}>
            <span>{required ? `${label}\u2009*` : label}</span>
          </legend>
        </fieldset>
      </div>
      {message && (
        <p id={`${id}-helper-text`} className={styles.message}>
          {message}
        </p>
      )}
    </div>
  );
}
