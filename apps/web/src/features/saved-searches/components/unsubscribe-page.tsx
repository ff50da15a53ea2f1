import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useUnsubscribe, useUnsubscribeInfo } from '../api/unsubscribe.ts';

/** The unsubscribe link of an alert mail, signed in or not: says which search's alerts it turns off, then does it. */
export function UnsubscribePage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const info = useUnsubscribeInfo(token);
  const unsubscribe = useUnsubscribe(token);

  return (
    <Stack spacing={2} sx={{ maxWidth: 520, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: 24 }}>
        {t('savedSearches.unsubscribe.title')}
      </Typography>
      {info.isPending && <CircularProgress aria-label={t('savedSearches.unsubscribe.title')} />}
      {(info.isError || unsubscribe.isError) && <Alert severity="error">{t('savedSearches.unsubscribe.invalid')}</Alert>}
      {unsubscribe.data && (
        <Alert severity="success" role="status">
          {t('savedSearches.unsubscribe.done', { name: unsubscribe.data.name })}
        </Alert>
      )}
      {info.data && !unsubscribe.data && info.data.alert === 'off' && (
        <Alert severity="info">{t('savedSearches.unsubscribe.already', { name: info.data.name })}</Alert>
      )}
      {info.data && !unsubscribe.data && info.data.alert !== 'off' && (
        <>
          <Typography>{t('savedSearches.unsubscribe.text', { name: info.data.name })}</Typography>
          <Button
            variant="contained"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('savedSearches.unsubscribe.confirm')}
          </Button>
        </>
      )}
    </Stack>
  );
}
