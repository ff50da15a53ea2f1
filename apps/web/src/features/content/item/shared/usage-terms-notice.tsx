import type { UsageNotice } from '@portal/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../ui/alert.tsx';
import typography from '../../../../ui/text.module.css';
import styles from './usage-terms-notice.module.css';

/** The usage terms and the editor's note of an item, above its text on every detail; nothing when neither is set. */
export function UsageTermsNotice({ notice }: { notice: UsageNotice }) {
  const { t } = useTranslation();
  const labelId = useId();
  if (!notice.usage_terms && !notice.editor_note) return null;
  return (
    <Alert severity="warning" variant="outlined" icon="gavel" role="note" aria-labelledby={labelId} className={styles.notice}>
      <h3 id={labelId} className={typography.visuallyHidden}>
        {t('usageTerms.notice.label')}
      </h3>
      {notice.usage_terms && <NoticeLine label={t('usageTerms.notice.terms')} text={notice.usage_terms} />}
      {notice.editor_note && <NoticeLine label={t('usageTerms.notice.note')} text={notice.editor_note} />}
    </Alert>
  );
}

function NoticeLine({ label, text }: { label: string; text: string }) {
  return (
    <div className={styles.line}>
      <p className={styles.label}>{label}</p>
      <p className={styles.text}>{text}</p>
    </div>
  );
}
