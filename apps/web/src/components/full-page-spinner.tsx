import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

export function FullPageSpinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center' }}>
      <CircularProgress aria-label={label ?? t('common.loading')} />
    </Box>
  );
}
