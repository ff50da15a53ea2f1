import type { ComponentProps } from 'react';
import styles from './checkbox.module.css';

/** A checkbox with its label beside it (MUI's FormControlLabel with a Checkbox). */
export function Checkbox({ label, ...input }: { label: string } & Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <label className={styles.choice}>
      <input type="checkbox" className={styles.box} {...input} />
      <span>{label}</span>
    </label>
  );
}
