import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  INGEST_MAPPING_KINDS,
  type IngestMappingFields,
  type IngestMappingForm,
  type IngestMappingKind,
  ingestMappingForm,
} from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SectionCard } from '../../../components/section-card.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useIngestMappings, useRemoveMapping, useSaveMapping } from '../api/ingest.ts';
import { LoadedTable } from './loaded-table.tsx';
import { MappingTargetField, useTargetName } from './mapping-target.tsx';

/** An unmapped value a held item names, to map: its kind and the value as it came in. */
export type ValueToMap = { kind: IngestMappingKind; value: string };

/** A held item's unmapped value ("category:subject:17000000") as the mapping form takes it; undefined for another kind. */
export function valueToMap(unmapped: string): ValueToMap | undefined {
  const [kind = '', ...rest] = unmapped.split(':');
  const known = INGEST_MAPPING_KINDS.find((name) => name === kind);
  return known && rest.length > 0 ? { kind: known, value: rest.join(':') } : undefined;
}

/**
 * The mapping tables: a form (kind, incoming value, and the category, language or place it becomes, or nothing to
 * ignore it) over the saved mappings. `toMap`, a held item's value chosen below, fills the form and brings it into view.
 */
export function MappingsSection({ toMap }: { toMap: ValueToMap | undefined }) {
  const { t } = useTranslation();
  const mappings = useIngestMappings();
  const save = useSaveMapping();
  const remove = useRemoveMapping();
  const targetName = useTargetName();
  const [formError, setFormError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, setError, reset, setValue, watch, formState } = useForm<IngestMappingForm, unknown, IngestMappingFields>({
    resolver: zodResolver(ingestMappingForm),
    defaultValues: { kind: 'category', value: '', target: '' },
  });
  const kind = useWatch({ control, name: 'kind' });
  // Another kind's target means nothing here: a category id is no place.
  useEffect(() => {
    const changes = watch((_, { name }) => {
      if (name === 'kind') setValue('target', '');
    });
    return () => changes.unsubscribe();
  }, [watch, setValue]);
  useEffect(() => {
    if (!toMap) return;
    reset({ kind: toMap.kind, value: toMap.value, target: '' });
    form.current?.scrollIntoView({ block: 'center' });
  }, [toMap, reset]);

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
      <Stack
        ref={form}
        component="form"
        noValidate
        onSubmit={submit}
        spacing={2}
        sx={{ mb: 3 }}
        aria-label={t('ingest.mappings.formLabel')}
      >
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
          <FormTextField control={control} name="kind" select label={t('ingest.mappings.kind')} sx={{ minWidth: 160 }}>
            {INGEST_MAPPING_KINDS.map((name) => (
              <MenuItem key={name} value={name}>
                {t(`ingest.mappings.kinds.${name}`)}
              </MenuItem>
            ))}
          </FormTextField>
          <FormTextField control={control} name="value" label={t('ingest.mappings.value')} required fullWidth />
          <Stack sx={{ width: '100%' }}>
            <MappingTargetField control={control} kind={kind} />
          </Stack>
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
          row.target === null ? <em key="target">{t('ingest.mappings.ignored')}</em> : targetName(row.kind, row.target),
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
