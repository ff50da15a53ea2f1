import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', textAlign: 'center', p: 3 }}>
      <div>
        <Typography variant="h1" component="h1" sx={{ fontSize: '2.5rem', mb: 1 }}>
          {t('notFound.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('notFound.text')}
        </Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {t('notFound.home')}
        </Button>
      </div>
    </Box>
  );
}
