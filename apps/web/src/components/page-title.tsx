import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import styles from './page-title.module.css';

/** The screen's heading, also the document title; `actions` sit at its end, on the same line. */
export function PageTitle({ children, actions }: { children: string; actions?: ReactNode }) {
  useDocumentTitle(children);
  const heading = <h1 className={styles.heading}>{children}</h1>;
  if (!actions) return heading;
  return (
    <div className={styles.line}>
      {heading}
      {actions}
    </div>
  );
}
