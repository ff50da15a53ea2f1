import { useShellText } from '../lib/shell-text.ts';
import styles from './full-page-spinner.module.css';

export function FullPageSpinner({ label }: { label?: string }) {
  const { text } = useShellText();
  return (
    <div role="status" aria-live="polite" className={styles.page}>
      <span role="progressbar" aria-label={label ?? text.common.loading} className={styles.spinner} />
    </div>
  );
}
