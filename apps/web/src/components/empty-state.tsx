import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/** What a list shows when it has nothing: a line saying so, a hint and, optionally, a way out. */
export function EmptyState({ title, hint, action }: { title: string; hint?: string; action?: ReactNode }) {
  return (
    <div role="status" className={styles.empty}>
      <p className={styles.title}>{title}</p>
      {hint && <p className={styles.hint}>{hint}</p>}
      {action}
    </div>
  );
}
