import Download from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { endpoints } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/** WordPress sites need no code: the portal's plugin, downloaded here and installed in three steps. */
export function WordPressSection() {
  const { t } = useTranslation();
  const account = t('account.title');
  const card = t('account.clientApi.heading');
  const steps = [t('developer.wordpress.upload'), t('developer.wordpress.connect', { account, card }), t('developer.wordpress.map')];

  return (
    <Box component="section" id="wordpress" aria-labelledby="wordpress-heading" sx={{ mb: 5, minWidth: 0 }}>
      <Typography id="wordpress-heading" variant="h2" sx={{ mb: 1 }}>
        {t('developer.wordpress.heading')}
      </Typography>
      <Typography sx={{ mb: 1.5 }}>{t('developer.wordpress.body')}</Typography>
      <Button href={endpoints.integrations.wordpressPlugin.path} download variant="contained" size="small" startIcon={<Download />}>
        {t('developer.wordpress.download')}
      </Button>
      <Box component="ol" aria-label={t('developer.wordpress.stepsLabel')} sx={{ pl: 3, mt: 2, mb: 0, '& li': { mb: 1 } }}>
        {steps.map((step) => (
          <Typography component="li" key={step}>
            {step}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
