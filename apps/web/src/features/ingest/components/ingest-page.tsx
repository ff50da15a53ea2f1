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
import { formatCardDate } from '../../../lib/dates.ts';
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

/** A query's rows as a small table under `headings` (an empty heading is an actions column, aligned right), or `empty` when there are none. */
function LoadedTable<Row extends { id: number }>(props: {
  query: UseQueryResult<Row[]>;
  label: string;
  empty: string;
  headings: string[];
  cells: (row: Row) => ReactNode[];
}) {
  const alignOf = (index: number) => (props.headings[index] === '' ? 'right' : undefined);
  return (
    <Loaded query={props.query}>
      {(rows) =>
        rows.length === 0 ? (
          <Typography color="text.secondary">{props.empty}</Typography>
        ) : (
          <Table size="small" aria-label={props.label}>
            <TableHead>
              <TableRow>
                {props.headings.map((heading, index) => (
                  <TableCell key={heading || index} align={alignOf(index)}>
                    {heading}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id}>
                  {props.cells(row).map((cell, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, fixed in number and order
                    <TableCell key={index} align={alignOf(index)} sx={{ overflowWrap: 'anywhere' }}>
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )
      }
    </Loaded>
  );
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
      <LoadedTable
        query={mappings}
        label={t('ingest.mappings.tableLabel')}
        empty={t('ingest.mappings.empty')}
        headings={[t('ingest.mappings.kind'), t('ingest.mappings.value'), t('ingest.mappings.target'), '']}
        cells={(row) => [
          t(`ingest.mappings.kinds.${row.kind}`),
          row.value,
          row.target ?? <em>{t('ingest.mappings.ignored')}</em>,
          <Button
            key="remove"
            size="small"
            color="error"
            onClick={() => remove.mutate(row.id)}
            aria-label={t('ingest.mappings.remove', { value: row.value })}
          >
            {t('ingest.mappings.removeShort')}
          </Button>,
        ]}
      />
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
          row.unmapped.join(', '),
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
              onClick={() => revoke.mutate(row.id)}
              aria-label={t('ingest.keys.revoke', { name: row.name })}
            >
              {t('ingest.keys.revokeShort')}
            </Button>
          ),
        ]}
      />
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
