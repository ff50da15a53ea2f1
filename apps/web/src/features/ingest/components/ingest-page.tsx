import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type CreateStaffApiKeyRequest,
  createStaffApiKeyRequest,
  INGEST_API_PATH,
  INGEST_BINARY_PATH,
  INGEST_PUSH_PATH,
  type IngestSettingsForm,
  ingestSettingsForm,
  type StaffApiKey,
  staffRolesReach,
} from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { ShownOnceDialog } from '../../../components/shown-once-dialog.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { formatCardDate } from '../../../lib/dates.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import {
  useCreateStaffKey,
  useIngestItems,
  useIngestSettings,
  useRetryItem,
  useRevokeStaffKey,
  useSaveIngestSettings,
  useStaffKeys,
} from '../api/ingest.ts';
import { Loaded, LoadedTable } from './loaded-table.tsx';
import { MappingsSection, type ValueToMap, valueToMap } from './mappings-section.tsx';

function SuperdeskSection() {
  const { t } = useTranslation();
  const settings = useIngestSettings();
  const save = useSaveIngestSettings();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<IngestSettingsForm>({
    resolver: zodResolver(ingestSettingsForm),
    defaultValues: { key: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      showNotice((await save.mutateAsync(values)).message, { variant: 'success' });
      reset({ key: '' });
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['key']));
    }
  });
  const origin = window.location.origin;
  return (
    <SectionCard
      heading={t('ingest.superdesk.heading')}
      about={t('ingest.superdesk.help', { push: `${origin}${INGEST_PUSH_PATH}`, binary: `${origin}${INGEST_BINARY_PATH}` })}
    >
      <Loaded query={settings}>
        {(data) => (
          <Stack component="form" noValidate onSubmit={submit} spacing={2}>
            <Alert severity={data.key_set ? 'success' : 'warning'}>
              {data.key_set
                ? t('ingest.superdesk.keySet', { when: data.updated_at ? formatCardDate(data.updated_at) : '' })
                : t('ingest.superdesk.noKey')}
            </Alert>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="key"
              type="password"
              autoComplete="new-password"
              label={t('ingest.superdesk.key')}
              required
            />
            <div>
              <Button type="submit" variant="contained" loading={formState.isSubmitting}>
                {t('ingest.superdesk.save')}
              </Button>
            </div>
          </Stack>
        )}
      </Loaded>
    </SectionCard>
  );
}

/** The latest ingested items; a held one names what keeps it out (each a button that fills the mapping form) and is applied again on request. */
function ItemsSection({ onMap }: { onMap: (value: ValueToMap) => void }) {
  const { t } = useTranslation();
  const items = useIngestItems();
  const retry = useRetryItem();
  const applyAgain = async (id: number) => {
    const answer = await retry.mutateAsync(id);
    showNotice(t('ingest.items.retried', { outcome: t(`ingest.items.outcomes.${answer.outcome}`) }), {
      variant: answer.outcome === 'held' ? 'warning' : 'success',
    });
  };
  const unmappedOf = (values: string[]) =>
    values.map((unmapped) => {
      const toMap = valueToMap(unmapped);
      return toMap ? (
        <Button key={unmapped} size="small" onClick={() => onMap(toMap)} aria-label={t('ingest.items.map', { value: unmapped })}>
          {unmapped}
        </Button>
      ) : (
        <span key={unmapped}>{unmapped}</span>
      );
    });
  return (
    <SectionCard heading={t('ingest.items.heading')} about={t('ingest.items.help')}>
      <LoadedTable
        query={items}
        label={t('ingest.items.tableLabel')}
        empty={t('ingest.items.empty')}
        headings={[
          t('ingest.items.state'),
          t('ingest.items.headline'),
          t('ingest.items.source'),
          t('ingest.items.version'),
          t('ingest.items.unmapped'),
          '',
        ]}
        cells={(row) => [
          <Chip
            key="state"
            size="small"
            color={row.state === 'held' ? 'warning' : 'default'}
            label={t(`ingest.items.states.${row.state}`)}
          />,
          <>
            {row.headline}
            <Typography variant="body2" color="text.secondary">
              {row.guid}
            </Typography>
          </>,
          row.source,
          row.version,
          <Stack key="unmapped" alignItems="flex-start">
            {unmappedOf(row.unmapped)}
          </Stack>,
          row.state === 'held' && (
            <Button key="retry" size="small" onClick={() => void applyAgain(row.id)}>
              {t('ingest.items.retry')}
            </Button>
          ),
        ]}
      />
    </SectionCard>
  );
}

function StaffKeysSection() {
  const { t } = useTranslation();
  const keys = useStaffKeys();
  const create = useCreateStaffKey();
  const revoke = useRevokeStaffKey();
  const [shown, setShown] = useState<string>();
  const [revoking, setRevoking] = useState<StaffApiKey>();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<CreateStaffApiKeyRequest>({
    resolver: zodResolver(createStaffApiKeyRequest),
    defaultValues: { name: '', scopes: ['ingest'] },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      setShown((await create.mutateAsync(values)).data.key);
      reset({ name: '', scopes: ['ingest'] });
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['name']));
    }
  });
  return (
    <SectionCard heading={t('ingest.keys.heading')} about={t('ingest.keys.help', { path: INGEST_API_PATH })}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mb: 3 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <FormTextField control={control} name="name" label={t('ingest.keys.name')} required />
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('ingest.keys.create')}
          </Button>
        </Stack>
      </Stack>
      <LoadedTable
        query={keys}
        label={t('ingest.keys.tableLabel')}
        empty={t('ingest.keys.empty')}
        headings={[t('ingest.keys.name'), t('ingest.keys.prefix'), t('ingest.keys.lastUsed'), '']}
        cells={(row) => [
          row.name,
          <code key="prefix">{row.prefix}…</code>,
          row.last_used_at ? formatCardDate(row.last_used_at) : t('ingest.keys.never'),
          row.revoked_at ? (
            t('ingest.keys.revoked')
          ) : (
            <Button
              key="revoke"
              size="small"
              color="error"
              onClick={() => setRevoking(row)}
              aria-label={t('ingest.keys.revoke', { name: row.name })}
            >
              {t('ingest.keys.revokeShort')}
            </Button>
          ),
        ]}
      />
      {shown && (
        <ShownOnceDialog
          title={t('ingest.keys.createdTitle')}
          warning={t('ingest.keys.created')}
          values={[{ value: shown, copyLabel: t('ingest.keys.copy') }]}
          doneLabel={t('ingest.keys.done')}
          onClose={() => setShown(undefined)}
        />
      )}
      <ConfirmDialog
        open={revoking !== undefined}
        title={t('ingest.keys.revokeTitle')}
        text={t('ingest.keys.revokeText', { name: revoking?.name ?? '' })}
        confirmLabel={t('ingest.keys.revokeShort')}
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(undefined) })}
        onClose={() => setRevoking(undefined)}
      />
    </SectionCard>
  );
}

/** /admin/ingest: Superdesk's push key, the mapping tables, the ingested items (held ones to apply again), staff API keys. */
/** The desk maps values and retries held items; the Superdesk key and the staff API keys are an administrator's. */
export function IngestPage() {
  const { t } = useTranslation();
  const [toMap, setToMap] = useState<ValueToMap>();
  const administrator = staffRolesReach(useProfile().data?.staff_roles ?? [], 'admin');
  return (
    <>
      <PageTitle>{t('ingest.title')}</PageTitle>
      <Stack spacing={3}>
        {administrator && <SuperdeskSection />}
        <MappingsSection toMap={toMap} />
        <ItemsSection onMap={(value) => setToMap({ ...value })} />
        {administrator && <StaffKeysSection />}
      </Stack>
    </>
  );
}
