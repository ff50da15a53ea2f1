import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { HeaderList } from './header-list.tsx';
import { InlineCode } from './inline-code.tsx';

const code = (text: string) => <InlineCode>{text}</InlineCode>;

/**
 * What a site's own receiver does with the portal's signed pushes (docs/SITE-PUSH.md): the headers, the
 * signature (the Feed API webhooks' scheme, linked rather than explained twice) and the three actions.
 */
export function SignedPushesSection() {
  const { t } = useTranslation();
  const account = t('account.title');
  const card = t('account.clientApi.heading');
  // Tags of the texts (`<item />`) that stand for a name from code.
  const codes = {
    action: code('action'),
    item: code('portal.item_id'),
    version: code('portal.version'),
    portal: code('portal'),
    reason: code('reason'),
    title: code('title'),
    env: code('PORTAL_SIGNING_SECRET'),
  };
  const line = (key: string) => <Trans i18nKey={key} values={{ account, card }} components={codes} />;

  return (
    <Box component="section" aria-labelledby="pushes-heading" sx={{ mt: 6, minWidth: 0 }}>
      <Typography id="pushes-heading" variant="h2" sx={{ mb: 1.5 }}>
        {t('developer.pushes.heading')}
      </Typography>
      <Stack spacing={1.5}>
        <Typography>{line('developer.pushes.body')}</Typography>
        <HeaderList
          headers={[
            ['Content-Type: application/json', t('developer.pushes.headers.contentType')],
            ['Token', t('developer.pushes.headers.token')],
            ['X-Portal-Signature: t=…,v1=…', t('developer.pushes.headers.signature')],
            ['X-Portal-Delivery', t('developer.pushes.headers.delivery')],
            ['Idempotency-Key', t('developer.pushes.headers.idempotency')],
          ]}
        />
        <Typography>{t('developer.pushes.check')}</Typography>
        <Box>
          <Button component={RouterLink} to="/feed-api#webhooks" size="small" endIcon={<ArrowForward />}>
            {t('developer.pushes.signatureLink')}
          </Button>
        </Box>
        <Typography>{line('developer.pushes.publish')}</Typography>
        <Typography>{line('developer.pushes.takedown')}</Typography>
        <Typography>{line('developer.pushes.older')}</Typography>
      </Stack>
    </Box>
  );
}
