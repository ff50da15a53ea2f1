import clsx from 'clsx';
import text from '../ui/text.module.css';
import styles from './rich-text.module.css';

/** Article HTML as stored: the server sanitized it with an allow-list before saving (SECURITY.md). */
export function RichText({ html }: { html: string }) {
  return (
    <div
      className={clsx(text.body1, styles.richText)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before it is stored.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
