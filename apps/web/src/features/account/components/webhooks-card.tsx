import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import History from '@mui/icons-material/History';
import Key from '@mui/icons-material/Key';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MAX_WEBHOOKS, WEBHOOK_FORMAT_LABELS, type Webhook } from '@portal/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCardDate } from '../../../lib/dates.ts';
import { useCategories, useLanguages, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useDeleteWebhook, useResumeWebhook, useRotateWebhookSecret, useWebhooks } from '../api/webhooks.ts';
import { WebhookDeliveriesDialog } from './webhook-deliveries-dialog.tsx';
import { WebhookFormDialog } from './webhook-form-dialog.tsx';
import { WebhookSecretDialog } from './webhook-secret-dialog.tsx';

type Open =
  | { dialog: 'form'; hook?: Webhook }
  | { dialog: 'secret'; secret: string }
  | { dialog: 'log' | 'delete' | 'rotate'; hook: Webhook }
  | undefined;

/** What a hook lets through, in words: language, categories, search words. */
function useFilterText() {
  const { t } = useTranslation();
  const localName = useLocalName();
  const languages = useLanguages();
  const categories = useCategories();
  return (hook: Webhook) => {
    const parts = [
      ...(languages.data ?? []).filter((language) => language.id === hook.language_id).map(localName),
      ...(categories.data ?? []).filter((category) => hook.category_ids.includes(category.id)).map(localName),
      ...(hook.query ? [`“${hook.query}”`] : []),
    ];
    return parts.length > 0 ? parts.join(' · ') : t('webhooks.noFilters');
  };
}

/** The Webhooks card of My Account: add, edit, resume, rotate the secret, delete, and each hook's delivery log. */
export function WebhooksCard() {
  const { t } = useTranslation();
  const hooks = useWebhooks();
  const filterText = useFilterText();
  const remove = useDeleteWebhook();
  const resume = useResumeWebhook();
  const rotate = useRotateWebhookSecret();
  const [open, setOpen] = useState<Open>();
  const close = () => setOpen(undefined);
  const list = hooks.data ?? [];

  const action = (label: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip title={label}>
      <IconButton aria-label={label} onClick={onClick} size="small">
        {icon}
      </IconButton>
    </Tooltip>
  );
  const notify = (answer: { message: string }) => showNotice(answer.message, { variant: 'success' });

  const confirmDelete = async (hook: Webhook) => {
    try {
      notify(await remove.mutateAsync(hook.id));
    } finally {
      close();
    }
  };
  const confirmRotate = async (hook: Webhook) => {
    try {
      const answer = await rotate.mutateAsync(hook.id);
      notify(answer);
      setOpen({ dialog: 'secret', secret: answer.data.secret });
    } catch {
      close();
    }
  };

  return (
    <SectionCard
      heading={t('webhooks.heading')}
      about={t('webhooks.about')}
      actions={list.length < MAX_WEBHOOKS && action(t('webhooks.add'), <Add />, () => setOpen({ dialog: 'form' }))}
    >
      {hooks.isSuccess && list.length === 0 && <Typography color="text.secondary">{t('webhooks.empty')}</Typography>}
      <Stack component="ul" aria-label={t('webhooks.heading')} spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {list.map((hook) => (
          <Box component="li" key={hook.id} sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, minWidth: 0 }}>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', flex: '1 1 12rem', minWidth: 0 }}>{hook.url}</Typography>
              <Chip
                size="small"
                color={hook.status === 'active' ? 'success' : 'warning'}
                label={hook.status === 'active' ? t('webhooks.active') : t('webhooks.paused')}
              />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('webhooks.filters')}: {filterText(hook)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('webhooks.format')}: {WEBHOOK_FORMAT_LABELS[hook.format]}
            </Typography>
            {hook.agenda && (
              <Typography variant="body2" color="text.secondary">
                {t('webhooks.agendaOn')}
              </Typography>
            )}
            {hook.status === 'paused' && hook.failing_since && (
              <Alert
                severity="warning"
                sx={{ mt: 1 }}
                action={
                  <Button
                    color="inherit"
                    size="small"
                    startIcon={<PlayArrow />}
                    onClick={() => void resume.mutateAsync(hook.id).then(notify)}
                  >
                    {t('webhooks.resume')}
                  </Button>
                }
              >
                {t('webhooks.pausedBecause', { since: formatCardDate(hook.failing_since) })}
              </Alert>
            )}
            {hook.status === 'active' && hook.failing_since && (
              <Alert severity="info" sx={{ mt: 1 }}>
                {t('webhooks.failingSince', { since: formatCardDate(hook.failing_since) })}
              </Alert>
            )}
            <Stack direction="row" sx={{ mt: 0.5, gap: 0.5 }}>
              {action(t('webhooks.log'), <History />, () => setOpen({ dialog: 'log', hook }))}
              {action(t('webhooks.edit'), <Edit />, () => setOpen({ dialog: 'form', hook }))}
              {action(t('webhooks.rotate'), <Key />, () => setOpen({ dialog: 'rotate', hook }))}
              {action(t('webhooks.delete'), <DeleteOutline />, () => setOpen({ dialog: 'delete', hook }))}
            </Stack>
          </Box>
        ))}
      </Stack>
      <Link component={RouterLink} to="/feed-api" variant="body2">
        {t('webhooks.guide')}
      </Link>
      {open?.dialog === 'form' && (
        <WebhookFormDialog hook={open.hook} onCreated={(hook) => setOpen({ dialog: 'secret', secret: hook.secret })} onClose={close} />
      )}
      {open?.dialog === 'secret' && <WebhookSecretDialog secret={open.secret} onClose={close} />}
      {open?.dialog === 'log' && <WebhookDeliveriesDialog webhookId={open.hook.id} onClose={close} />}
      <ConfirmDialog
        open={open?.dialog === 'delete'}
        title={t('webhooks.delete')}
        text={t('webhooks.deleteConfirm')}
        confirmLabel={t('account.delete')}
        danger
        busy={remove.isPending}
        onConfirm={() => open?.dialog === 'delete' && void confirmDelete(open.hook).catch(() => undefined)}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.dialog === 'rotate'}
        title={t('webhooks.rotate')}
        text={t('webhooks.rotateConfirm')}
        confirmLabel={t('webhooks.rotate')}
        busy={rotate.isPending}
        onConfirm={() => open?.dialog === 'rotate' && void confirmRotate(open.hook)}
        onClose={close}
      />
    </SectionCard>
  );
}
