import { useTranslation } from 'react-i18next';
import { Icon } from '../../../../ui/icon.tsx';
import styles from './urgent-mark.module.css';

/** "Urgent" on a news item's detail (the card has its badge): the agency marked the item urgent (opted-in clients got an SMS). */
export function UrgentMark() {
  const { t } = useTranslation();
  return (
    <span className={styles.mark}>
      <Icon name="priorityHigh" size="inherit" />
      {t('usageTerms.urgent')}
    </span>
  );
}
