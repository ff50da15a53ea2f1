import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../ui/alert.tsx';
import { Skeleton } from '../../../../ui/skeleton.tsx';
import styles from './detail-states.module.css';

/** The shape of a detail view while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" aria-label={t('common.loading')} className={styles.skeleton}>
      <Skeleton width="40%" />
      <Skeleton height={32} />
      <Skeleton height={240} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
    </div>
  );
}

/** A detail that could not be loaded (a 403 has already sent the user to the plans). */
export function DetailError({ message }: { message: string }) {
  return (
    <Alert severity="error" className={styles.error}>
      {message}
    </Alert>
  );
}
