import Verified from '@mui/icons-material/Verified';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ClientDetail } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FieldList } from '../../../components/field-list.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showNotice } from '../../../lib/notices.ts';
import { useClientAction } from '../api/client-actions.ts';
import { READABLE_CHIP } from './subscription-state-chip.tsx';

const lines = (...texts: string[]) => (
  <Stack>
    {texts.map((text) => (
      <Typography key={text} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    ))}
  </Stack>
);

/** The client's site, link API, radio station (with Mark verified) and social-automation link; tokens stay with the client. */
export function IntegrationsSection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const { client_site: site, link_api: link, radio, sociair } = client.integrations;
  const notConfigured = <Typography color="text.secondary">{t('clientsAdmin.integrations.notConfigured')}</Typography>;
  const or = (value: ReactNode | false) => value || notConfigured;
  return (
    <SectionCard heading={t('clientsAdmin.integrations.heading')}>
      <FieldList
        fields={[
          {
            label: t('clientsAdmin.integrations.clientSite'),
            value: or(
              site &&
                lines(
                  t('clientsAdmin.integrations.categoryUrl', { url: site.category_url }),
                  t('clientsAdmin.integrations.storeUrl', { url: site.store_url }),
                ),
            ),
          },
          {
            label: t('clientsAdmin.integrations.linkApi'),
            value: or(
              link &&
                lines(
                  t('clientsAdmin.integrations.categoryUrl', { url: link.category_url }),
                  t('clientsAdmin.integrations.postUrl', { url: link.post_url }),
                ),
            ),
          },
          { label: t('clientsAdmin.integrations.radio'), value: or(radio && <RadioStation client={client} radio={radio} />) },
          {
            label: t('clientsAdmin.integrations.sociair'),
            value: or(
              sociair && (
                <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                  <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                    {sociair.connected
                      ? t('clientsAdmin.integrations.sociairConnected', { username: sociair.username, tenant: sociair.tenant_name })
                      : t('clientsAdmin.integrations.sociairNeedsLogin', { username: sociair.username })}
                  </Typography>
                  {sociair.auto_post && <Chip size="small" variant="outlined" label={t('clientsAdmin.integrations.autoPostOn')} />}
                </Stack>
              ),
            ),
          },
        ]}
      />
    </SectionCard>
  );
}

type Radio = NonNullable<ClientDetail['integrations']['radio']>;

function RadioStation({ client, radio }: { client: ClientDetail; radio: Radio }) {
  const { t } = useTranslation();
  const action = useClientAction(client.id);
  const [confirming, setConfirming] = useState(false);
  const verified = radio.status === 'verified';

  const markVerified = async () => {
    const answer = await action.mutateAsync('radio/verify').catch(() => undefined);
    setConfirming(false);
    if (answer) showNotice(answer.message, { variant: 'success' });
  };

  return (
    <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{radio.name}</Typography>
      {lines(radio.url, radio.web_url, radio.address)}
      <Chip
        size="small"
        color={verified ? 'success' : 'warning'}
        variant="outlined"
        icon={verified ? <Verified /> : undefined}
        sx={READABLE_CHIP}
        label={verified ? t('clientsAdmin.integrations.radioVerified') : t('clientsAdmin.integrations.radioNotVerified')}
      />
      {!verified && (
        <Button size="small" variant="outlined" onClick={() => setConfirming(true)}>
          {t('clientsAdmin.integrations.markVerified')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('clientsAdmin.integrations.markVerifiedTitle')}
        text={t('clientsAdmin.integrations.markVerifiedText', { name: client.full_name })}
        confirmLabel={t('clientsAdmin.integrations.markVerified')}
        busy={action.isPending}
        onConfirm={() => void markVerified()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
