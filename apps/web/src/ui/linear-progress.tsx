import styles from './linear-progress.module.css';

/** A thin bar that runs while something loads (MUI's indeterminate LinearProgress). */
export function LinearProgress({ label }: { label: string }) {
  return (
    <span role="progressbar" aria-label={label} className={styles.track}>
      <span className={styles.bar} />
    </span>
  );
}
