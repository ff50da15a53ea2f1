import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';

/** A list or item that failed to load: the server's message and a Retry that fetches it again. */
export function LoadError({ query }: { query: { error: Error; refetch(): unknown } }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={() => query.refetch()}>
          {t('common.retry')}
        </Button>
      }
    >
      {query.error.message}
    </Alert>
  );
}
