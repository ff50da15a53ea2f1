import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';

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
