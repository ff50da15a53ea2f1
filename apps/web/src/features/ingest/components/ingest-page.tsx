import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  type CreateStaffApiKeyRequest,
  createStaffApiKeyRequest,
  INGEST_API_PATH,
  INGEST_BINARY_PATH,
  INGEST_MAPPING_KINDS,
  INGEST_PUSH_PATH,
  type IngestMappingFields,
  type IngestMappingForm,
  type IngestSettingsForm,
  ingestMappingForm,
  ingestSettingsForm,
} from '@portal/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import {
  useCreateStaffKey,
  useIngestItems,
  useIngestMappings,
  useIngestSettings,
  useRemoveMapping,
  useRetryItem,
  useRevokeStaffKey,
  useSaveIngestSettings,
  useSaveMapping,
  useStaffKeys,
} from '../api/ingest.ts';

/** A query's section body: its error, a placeholder while it loads, then its content. */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) return <LoadError query={query} />;
  if (query.data === undefined) return <Skeleton variant="rounded" height={120} aria-label={t('common.loading')} />;
  return <>{children(query.data)}</>;
}

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
                ? t('ingest.superdesk.keySet', { when: data.updated_at ? new Date(data.updated_at).toLocaleString() : '' })
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

function MappingsSection() {
  const { t } = useTranslation();
  const mappings = useIngestMappings();
  const save = useSaveMapping();
  const remove = useRemoveMapping();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, reset, formState } = useForm<IngestMappingForm, unknown, IngestMappingFields>({
    resolver: zodResolver(ingestMappingForm),
    defaultValues: { kind: 'category', value: '', target: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await save.mutateAsync(values);
      reset({ kind: values.kind, value: '', target: '' });
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['kind', 'value', 'target']));
    }
  });
  return (
    <SectionCard heading={t('ingest.mappings.heading')} about={t('ingest.mappings.help')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ mb: 3 }}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <FormTextField control={control} name="kind" select label={t('ingest.mappings.kind')} sx={{ minWidth: 160 }}>
            {INGEST_MAPPING_KINDS.map((kind) => (
              <MenuItem key={kind} value={kind}>
                {t(`ingest.mappings.kinds.${kind}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="value" label={t('ingest.mappings.value')} required fullWidth />
          <FormTextField
            control={control}
            name="target"
            label={t('ingest.mappings.target')}
            helperText={t('ingest.mappings.targetHelp')}
            fullWidth
          />
        </Stack>
        <div>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('ingest.mappings.add')}
          </Button>
        </div>
      </Stack>
      <Loaded query={mappings}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('ingest.mappings.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('ingest.mappings.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ingest.mappings.kind')}</TableCell>
                  <TableCell>{t('ingest.mappings.value')}</TableCell>
                  <TableCell>{t('ingest.mappings.target')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{t(`ingest.mappings.kinds.${row.kind}`)}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{row.value}</TableCell>
                    <TableCell>{row.target ?? <em>{t('ingest.mappings.ignored')}</em>}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        color="error"
                        onClick={() => remove.mutate(row.id)}
                        aria-label={t('ingest.mappings.remove', { value: row.value })}
                      >
                        {t('ingest.mappings.removeShort')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </Loaded>
    </SectionCard>
  );
}

function ItemsSection() {
  const { t } = useTranslation();
  const items = useIngestItems();
  const retry = useRetryItem();
  const applyAgain = async (id: number) => {
    const answer = await retry.mutateAsync(id);
    showNotice(t('ingest.items.retried', { outcome: answer.outcome }), { variant: answer.outcome === 'held' ? 'warning' : 'success' });
  };
  return (
    <SectionCard heading={t('ingest.items.heading')} about={t('ingest.items.help')}>
      <Loaded query={items}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('ingest.items.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('ingest.items.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ingest.items.state')}</TableCell>
                  <TableCell>{t('ingest.items.headline')}</TableCell>
                  <TableCell>{t('ingest.items.source')}</TableCell>
                  <TableCell>{t('ingest.items.version')}</TableCell>
                  <TableCell>{t('ingest.items.unmapped')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>
                      <Chip
                        size="small"
                        color={row.state === 'held' ? 'warning' : 'default'}
                        label={t(`ingest.items.states.${row.state}`)}
                      />
                    </TableCell>
                    <TableCell>
                      {row.headline}
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {row.guid}
                      </Typography>
                    </TableCell>
                    <TableCell>{row.source}</TableCell>
                    <TableCell>{row.version}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{row.unmapped.join(', ')}</TableCell>
                    <TableCell align="right">
                      {row.state === 'held' && (
                        <Button size="small" onClick={() => void applyAgain(row.id)}>
                          {t('ingest.items.retry')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </Loaded>
    </SectionCard>
  );
}

function StaffKeysSection() {
  const { t } = useTranslation();
  const keys = useStaffKeys();
  const create = useCreateStaffKey();
  const revoke = useRevokeStaffKey();
  const [shown, setShown] = useState<string>();
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
        {shown && (
          <Alert severity="info">
            {t('ingest.keys.created')} <code>{shown}</code>
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems="flex-start">
          <FormTextField control={control} name="name" label={t('ingest.keys.name')} required />
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('ingest.keys.create')}
          </Button>
        </Stack>
      </Stack>
      <Loaded query={keys}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography color="text.secondary">{t('ingest.keys.empty')}</Typography>
          ) : (
            <Table size="small" aria-label={t('ingest.keys.tableLabel')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('ingest.keys.name')}</TableCell>
                  <TableCell>{t('ingest.keys.prefix')}</TableCell>
                  <TableCell>{t('ingest.keys.lastUsed')}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row) => (
                  <TableRow key={row.id}>
                    <TableCell>{row.name}</TableCell>
                    <TableCell>
                      <code>{row.prefix}…</code>
                    </TableCell>
                    <TableCell>{row.last_used_at ? new Date(row.last_used_at).toLocaleString() : t('ingest.keys.never')}</TableCell>
                    <TableCell align="right">
                      {row.revoked_at ? (
                        t('ingest.keys.revoked')
                      ) : (
                        <Button
                          size="small"
                          color="error"
                          onClick={() => revoke.mutate(row.id)}
                          aria-label={t('ingest.keys.revoke', { name: row.name })}
                        >
                          {t('ingest.keys.revokeShort')}
                        </Button>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )
        }
      </Loaded>
    </SectionCard>
  );
}

/** /admin/ingest: Superdesk's push key, the mapping tables, the ingested items (held ones to apply again), staff API keys. */
export function IngestPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('ingest.title')}</PageTitle>
      <Stack spacing={3}>
        <SuperdeskSection />
        <MappingsSection />
        <ItemsSection />
        <StaffKeysSection />
      </Stack>
    </>
  );
}
