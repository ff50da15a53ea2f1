import type { CSSProperties } from 'react';
import styles from './linear-progress.module.css';

/**
 * A thin bar: with `value` (0–100) how far something has got (MUI's determinate LinearProgress),
 * without it one that runs while something loads (the indeterminate one).
 */
export function LinearProgress({ label, value }: { label: string; value?: number | undefined }) {
  if (value === undefined) {
    return (
      <span role="progressbar" aria-label={label} className={styles.track}>
        <span className={styles.bar} />
      </span>
    );
  }
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={styles.track}
    >
      <span className={styles.filled} style={{ '--progress': `${value}%` } as CSSProperties} />
    </span>
  );
}
