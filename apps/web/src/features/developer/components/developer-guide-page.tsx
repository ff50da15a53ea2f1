import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../../components/page-title.tsx';
import { EndpointOverview, EXAMPLE_CATEGORY_URL, EXAMPLE_POST_URL } from './endpoint-overview.tsx';
import { GuideStep } from './guide-step.tsx';
import { InlineCode } from './inline-code.tsx';
import { MyAccountLink } from './my-account-link.tsx';
import { SampleTabs } from './sample-tabs.tsx';
import { SignedPushesSection } from './signed-pushes-section.tsx';
import { WordPressSection } from './wordpress-section.tsx';

const SAMPLES_ID = 'samples';

/** Step 2: the three fields of the Client API dialog, with the names they are saved under. */
function ClientApiFields() {
  const { t } = useTranslation();
  const fields = [
    {
      label: t('account.clientApi.categoryUrl'),
      savedAs: 'catergoy_api',
      about: t('developer.steps.details.categoryUrl', { example: EXAMPLE_CATEGORY_URL }),
    },
    {
      label: t('account.clientApi.postUrl'),
      savedAs: 'store_api',
      about: t('developer.steps.details.postUrl', { example: EXAMPLE_POST_URL }),
    },
    { label: t('account.clientApi.token'), savedAs: 'token', about: t('developer.steps.details.token') },
  ];
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1.5, overflowWrap: 'anywhere' } }}>
      {fields.map((field) => (
        <Box key={field.savedAs}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            {field.label} <InlineCode>{field.savedAs}</InlineCode>
          </Typography>
          <Typography component="dd">{field.about}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * SPEC.md §2 Developer guide: the WordPress plugin, the five steps that connect a client's own website,
 * its signed pushes (docs/SITE-PUSH.md) and sample receivers for it.
 */
export function DeveloperGuidePage() {
  const { t } = useTranslation();
  const account = t('account.title');
  const card = t('account.clientApi.heading');

  return (
    <Box sx={{ maxWidth: 960, minWidth: 0 }}>
      <PageTitle>{t('developer.title')}</PageTitle>
      <Typography sx={{ mb: 3 }}>{t('developer.intro')}</Typography>
      <WordPressSection />
      <Typography variant="h2" sx={{ mb: 2 }}>
        {t('developer.ownSite')}
      </Typography>
      <Box component="ol" aria-label={t('developer.steps.label')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 4 }}>
        <GuideStep number={1} heading={t('developer.steps.account.heading')}>
          <Typography sx={{ mb: 1 }}>{t('developer.steps.account.body', { account, card })}</Typography>
          <MyAccountLink label={t('developer.steps.account.link')} variant="outlined" />
        </GuideStep>
        <GuideStep number={2} heading={t('developer.steps.details.heading')}>
          <Typography sx={{ mb: 1 }}>{t('developer.steps.details.body', { card })}</Typography>
          <ClientApiFields />
          <Typography>{t('developer.steps.details.secret', { account })}</Typography>
        </GuideStep>
        <GuideStep number={3} heading={t('developer.steps.endpoints.heading')}>
          <Typography sx={{ mb: 1 }}>{t('developer.steps.endpoints.body')}</Typography>
          <Button href={`#${SAMPLES_ID}`} size="small" endIcon={<ArrowDownward />}>
            {t('developer.steps.endpoints.samplesLink')}
          </Button>
          <EndpointOverview />
        </GuideStep>
        <GuideStep number={4} heading={t('developer.steps.refresh.heading')}>
          <Typography>{t('developer.steps.refresh.body', { account, card, button: t('account.clientApi.refresh') })}</Typography>
        </GuideStep>
        <GuideStep number={5} heading={t('developer.steps.post.heading')}>
          <Typography sx={{ mb: 1 }}>{t('developer.steps.post.body', { button: t('account.post.button') })}</Typography>
          <Button component={RouterLink} to="/news" variant="outlined" size="small" endIcon={<ArrowForward />}>
            {t('developer.steps.post.link')}
          </Button>
        </GuideStep>
      </Box>
      <SignedPushesSection />
      <Box component="section" id={SAMPLES_ID} aria-labelledby="samples-heading" sx={{ mt: 6, minWidth: 0, scrollMarginTop: 80 }}>
        <Typography id="samples-heading" variant="h2" sx={{ mb: 1 }}>
          {t('developer.samples.heading')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('developer.samples.about')}</Typography>
        <SampleTabs />
      </Box>
    </Box>
  );
}
