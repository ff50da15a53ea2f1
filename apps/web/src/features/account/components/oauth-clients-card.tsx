import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CreatedOAuthClient, MAX_OAUTH_CLIENTS, type OAuthClient } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ShownOnceDialog } from '../../../components/shown-once-dialog.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useOAuthClients, useRevokeOAuthClient, useRotateOAuthSecret } from '../api/oauth-clients.ts';
import { CappedAddButton } from './capped-add-button.tsx';
import { OAuthClientFormDialog } from './oauth-client-form-dialog.tsx';

/** A client's id and secret, the secret shown this once (a new client, or a new secret); closing forgets it. */
function SecretDialog({ shown, onClose }: { shown: { client: CreatedOAuthClient; rotated: boolean }; onClose(): void }) {
  const { t } = useTranslation();
  const { client } = shown;
  return (
    <ShownOnceDialog
      title={t(shown.rotated ? 'oauthClients.secretTitle' : 'oauthClients.createdTitle', { name: client.name })}
      warning={t('oauthClients.shownOnce')}
      values={[
        { heading: t('oauthClients.clientId'), value: client.client_id, copyLabel: t('oauthClients.copyClientId') },
        { heading: t('oauthClients.clientSecret'), value: client.client_secret, copyLabel: t('oauthClients.copySecret') },
      ]}
      doneLabel={t('oauthClients.done')}
      onClose={onClose}
    />
  );
}

/** My Account: the house's OAuth clients of the Feed API — made with a name and scopes, listed, given a new secret, revoked. */
export function OAuthClientsCard() {
  const { t } = useTranslation();
  const clients = useOAuthClients();
  const rotate = useRotateOAuthSecret();
  const revoke = useRevokeOAuthClient();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ client: CreatedOAuthClient; rotated: boolean }>();
  const [rotating, setRotating] = useState<OAuthClient>();
  const [revoking, setRevoking] = useState<OAuthClient>();
  const active = clients.data?.filter((client) => client.revoked_at === null) ?? [];

  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const answer = await rotate.mutateAsync(rotating.id);
      showNotice(answer.message, { variant: 'success' });
      setShown({ client: answer.data, rotated: true });
    } finally {
      setRotating(undefined);
    }
  };
  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      showNotice((await revoke.mutateAsync(revoking.id)).message, { variant: 'success' });
    } finally {
      setRevoking(undefined);
    }
  };

  const actions = (
    <CappedAddButton
      label={t('oauthClients.create')}
      full={active.length >= MAX_OAUTH_CLIENTS}
      fullText={t('oauthClients.limit', { count: MAX_OAUTH_CLIENTS })}
      loaded={Boolean(clients.data)}
      onClick={() => setCreating(true)}
    />
  );

  return (
    <SectionCard heading={t('oauthClients.heading')} about={t('oauthClients.about', { count: MAX_OAUTH_CLIENTS })} actions={actions}>
      {clients.isError ? (
        <Alert severity="error">{clients.error.message}</Alert>
      ) : clients.data && clients.data.length === 0 ? (
        <Typography color="text.secondary">{t('oauthClients.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('oauthClients.heading')}>
          {clients.data?.map((client) => (
            <ListItem key={client.id} disableGutters sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <ListItemText
                primary={
                  <>
                    {client.name}{' '}
                    <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
                      {client.client_id}
                    </Typography>
                  </>
                }
                secondary={[
                  client.scopes.join(' '),
                  t('oauthClients.createdAt', { date: formatCardDate(client.created_at) }),
                  t('oauthClients.secretSince', { date: formatCardDate(client.secret_created_at) }),
                  client.last_used_at
                    ? t('oauthClients.lastUsed', { date: formatCardDate(client.last_used_at) })
                    : t('oauthClients.neverUsed'),
                ].join(' · ')}
                sx={{ opacity: client.revoked_at === null ? 1 : 0.6, minWidth: 0 }}
              />
              {client.revoked_at === null ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    onClick={() => setRotating(client)}
                    aria-label={t('oauthClients.rotateNamed', { name: client.name })}
                  >
                    {t('oauthClients.rotate')}
                  </Button>
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRevoking(client)}
                    aria-label={t('oauthClients.revokeNamed', { name: client.name })}
                  >
                    {t('oauthClients.revoke')}
                  </Button>
                </Stack>
              ) : (
                <Chip size="small" label={t('oauthClients.revoked')} />
              )}
            </ListItem>
          ))}
        </List>
      )}
      {creating && (
        <OAuthClientFormDialog
          onCreated={(client) => {
            setCreating(false);
            setShown({ client, rotated: false });
          }}
          onClose={() => setCreating(false)}
        />
      )}
      {shown && <SecretDialog shown={shown} onClose={() => setShown(undefined)} />}
      <ConfirmDialog
        open={rotating !== undefined}
        title={t('oauthClients.rotateTitle')}
        text={t('oauthClients.rotateConfirm', { name: rotating?.name ?? '' })}
        confirmLabel={t('oauthClients.rotate')}
        danger
        busy={rotate.isPending}
        onConfirm={() => void confirmRotate().catch(() => undefined)}
        onClose={() => setRotating(undefined)}
      />
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('oauthClients.revokeTitle')}
        text={t('oauthClients.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('oauthClients.revoke')}
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke().catch(() => undefined)}
        onClose={() => setRevoking(undefined)}
      />
    </SectionCard>
  );
}
