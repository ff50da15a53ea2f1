import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './form-heading.module.css';

/** The title and one-line explanation at the top of each guest form. */
export function FormHeading({ title, subtitle }: { title: string; subtitle?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <h1 className={subtitle ? styles.title : styles.titleAlone}>{title}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </>
  );
}
