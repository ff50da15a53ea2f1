import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

/** The shape of a detail view while it loads. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack sx={{ gap: 1.5, p: 3 }} aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton width="40%" />
      <Skeleton variant="rounded" height={32} />
      <Skeleton variant="rounded" height={240} />
      <Skeleton />
      <Skeleton />
      <Skeleton width="70%" />
    </Stack>
  );
}

/** A detail that could not be loaded (a 403 has already sent the user to the plans). */
export function DetailError({ message }: { message: string }) {
  return (
    <Alert severity="error" sx={{ m: 3 }}>
      {message}
    </Alert>
  );
}
