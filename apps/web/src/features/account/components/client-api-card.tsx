import Download from '@mui/icons-material/Download';
import Key from '@mui/icons-material/Key';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ClientApiConfig, clientApiForm, endpoints } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useRotateSigningSecret } from '../api/site-push.ts';
import { ClientCategories } from './client-categories.tsx';
import { type IntegrationDefinition, IntegrationSection } from './integration-section.tsx';
import { SecretText } from './secret-text.tsx';

/** The Developer guide's section on the WordPress plugin (its heading's id, features/developer wordpress-section.tsx). */
const WORDPRESS_GUIDE = '/demo#wordpress';

/** The secret the portal signs every push with (docs/SITE-PUSH.md), and the button that makes a new one. */
function SigningSecret({ config }: { config: ClientApiConfig }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const rotate = useRotateSigningSecret();
  const labels = { show: t('account.signingSecret.show'), hide: t('account.signingSecret.hide'), copy: t('account.signingSecret.copy') };

  const confirmRotate = async () => {
    try {
      const answer = await rotate.mutateAsync(config.id);
      showNotice(answer.message, { variant: 'success' });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, flexWrap: 'wrap', minWidth: 0 }}>
      <SecretText value={config.signing_secret} labels={labels} />
      <Button size="small" startIcon={<Key />} onClick={() => setConfirming(true)}>
        {t('account.signingSecret.rotate')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('account.signingSecret.rotate')}
        text={t('account.signingSecret.rotateConfirm')}
        confirmLabel={t('account.signingSecret.rotate')}
        danger
        busy={rotate.isPending}
        onConfirm={() => void confirmRotate().catch(() => undefined)}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

/** Sites on WordPress need no code of their own: the portal's plugin and the guide to install it. */
function WordPressHint() {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary">
      {t('account.wordpress.question')}{' '}
      <Link href={endpoints.integrations.wordpressPlugin.path} download>
        <Download fontSize="inherit" sx={{ verticalAlign: 'middle', mr: 0.25 }} />
        {t('account.wordpress.download')}
      </Link>
      {' · '}
      <Link component={RouterLink} to={WORDPRESS_GUIDE}>
        {t('account.wordpress.guide')}
      </Link>
    </Typography>
  );
}

/** The Client API card: where the portal reads the client site's categories and pushes articles, signed. */
export function ClientApiCard({ config, userId }: { config: ClientApiConfig | null; userId: number }) {
  const { t } = useTranslation();
  const definition: IntegrationDefinition<'clientApi', ClientApiConfig> = {
    kind: 'clientApi',
    schema: clientApiForm,
    fields: [
      { name: 'catergoy_api', label: t('account.clientApi.categoryUrl'), type: 'url' },
      { name: 'store_api', label: t('account.clientApi.postUrl'), type: 'url' },
      { name: 'token', label: t('account.clientApi.token') },
    ],
    blank: { catergoy_api: '', store_api: '', token: '' },
    toForm: ({ catergoy_api, store_api, token }) => ({ catergoy_api, store_api, token }),
    details: (stored) => [
      { label: t('account.clientApi.categoryUrl'), value: stored.catergoy_api },
      { label: t('account.clientApi.postUrl'), value: stored.store_api },
      { label: t('account.clientApi.token'), value: <SecretText value={stored.token} /> },
      { label: t('account.signingSecret.label'), value: <SigningSecret config={stored} /> },
    ],
  };
  return (
    <IntegrationSection definition={definition} config={config} userId={userId} footer={<WordPressHint />}>
      <ClientCategories userId={userId} />
    </IntegrationSection>
  );
}
