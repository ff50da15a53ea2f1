import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { type ApiKey, type CreatedApiKey, createApiKeyRequest, MAX_API_KEYS } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ShownOnceDialog } from '../../../components/shown-once-dialog.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/feed-access.ts';
import { CappedAddButton } from './capped-add-button.tsx';
import { IntegrationFormDialog } from './integration-form-dialog.tsx';

/** The key just made, shown this once with a warning; closing the dialog forgets it. */
function NewKeyDialog({ created, onClose }: { created: CreatedApiKey; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <ShownOnceDialog
      title={t('account.apiKeys.createdTitle', { name: created.name })}
      warning={t('account.apiKeys.shownOnce')}
      values={[{ value: created.key, copyLabel: t('account.apiKeys.copyKey') }]}
      doneLabel={t('account.apiKeys.done')}
      onClose={onClose}
    />
  );
}

/** My Account: the client's keys to the Feed API — made with a name, each shown once, listed by prefix, revoked. */
export function ApiKeysCard() {
  const { t } = useTranslation();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [naming, setNaming] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey>();
  const [revoking, setRevoking] = useState<ApiKey>();
  const active = keys.data?.filter((key) => key.revoked_at === null) ?? [];

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
      label={t('account.apiKeys.create')}
      full={active.length >= MAX_API_KEYS}
      fullText={t('account.apiKeys.limit', { count: MAX_API_KEYS })}
      loaded={Boolean(keys.data)}
      onClick={() => setNaming(true)}
    />
  );

  return (
    <SectionCard heading={t('account.apiKeys.heading')} about={t('account.apiKeys.about', { count: MAX_API_KEYS })} actions={actions}>
      {keys.isError ? (
        <Alert severity="error">{keys.error.message}</Alert>
      ) : keys.data && keys.data.length === 0 ? (
        <Typography color="text.secondary">{t('account.apiKeys.empty')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('account.apiKeys.heading')}>
          {keys.data?.map((key) => (
            <ListItem
              key={key.id}
              disableGutters
              secondaryAction={
                key.revoked_at === null ? (
                  <Button
                    size="small"
                    color="error"
                    onClick={() => setRevoking(key)}
                    aria-label={t('account.apiKeys.revokeNamed', { name: key.name })}
                  >
                    {t('account.apiKeys.revoke')}
                  </Button>
                ) : (
                  <Chip size="small" label={t('account.apiKeys.revoked')} />
                )
              }
            >
              <ListItemText
                primary={
                  <>
                    {key.name} <Typography component="code" variant="body2" sx={{ fontFamily: 'monospace' }}>{`${key.prefix}…`}</Typography>
                  </>
                }
                secondary={[
                  t('account.apiKeys.createdAt', { date: formatCardDate(key.created_at) }),
                  key.last_used_at
                    ? t('account.apiKeys.lastUsed', { date: formatCardDate(key.last_used_at) })
                    : t('account.apiKeys.neverUsed'),
                ].join(' · ')}
                sx={{ pr: 12, opacity: key.revoked_at === null ? 1 : 0.6 }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {naming && (
        <IntegrationFormDialog
          title={t('account.apiKeys.create')}
          schema={createApiKeyRequest}
          fields={[{ name: 'name', label: t('account.apiKeys.name') }]}
          initial={{ name: '' }}
          onSave={async (form) => {
            const answer = await create.mutateAsync(form);
            setCreated(answer.data);
            return answer;
          }}
          onClose={() => setNaming(false)}
        />
      )}
      {created && <NewKeyDialog created={created} onClose={() => setCreated(undefined)} />}
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('account.apiKeys.revokeTitle')}
        text={t('account.apiKeys.revokeConfirm', { name: revoking?.name ?? '' })}
        confirmLabel={t('account.apiKeys.revoke')}
        danger
        busy={revoke.isPending}
        onConfirm={() => void confirmRevoke().catch(() => undefined)}
        onClose={() => setRevoking(undefined)}
      />
    </SectionCard>
  );
}
