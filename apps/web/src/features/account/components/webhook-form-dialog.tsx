import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  DEFAULT_WEBHOOK_FORMAT,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  type Webhook,
  type WebhookForm,
  type WebhookValues,
  type WebhookWithSecret,
  webhookForm,
} from '@portal/shared';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useCategories, useLanguages, useLocalName } from '../../../lib/lookups.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveWebhook } from '../api/webhooks.ts';

const FIELDS = ['url', 'language_id', 'category_ids', 'query', 'agenda', 'format'] as const;

/** Add (no hook) or edit a webhook: URL, filters, whether the Agenda's events go too and the body format (ninjs 2.1, 2.3, 3.2), checked with the shared schema; a new hook's secret goes to `onCreated`. */
export function WebhookFormDialog({
  hook,
  onCreated,
  onClose,
}: {
  hook?: Webhook | undefined;
  onCreated(hook: WebhookWithSecret): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const localName = useLocalName();
  const languages = useLanguages();
  const categories = useCategories();
  const save = useSaveWebhook();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<WebhookForm, unknown, WebhookValues>({
    resolver: zodResolver(webhookForm),
    defaultValues: {
      url: hook?.url ?? '',
      language_id: hook?.language_id ?? null,
      category_ids: hook?.category_ids ?? [],
      query: hook?.query ?? '',
      agenda: hook?.agenda ?? false,
      format: hook?.format ?? DEFAULT_WEBHOOK_FORMAT,
    },
  });

  const submit = handleSubmit(async (form) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync({ id: hook?.id, form });
      showNotice(answer.message, { variant: 'success' });
      if ('secret' in answer.data) onCreated(answer.data as WebhookWithSecret);
      else onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{hook ? t('webhooks.edit') : t('webhooks.add')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="url"
              label={t('webhooks.url')}
              required
              autoFocus
              type="url"
              placeholder="https://"
              slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
            />
            <Controller
              control={control}
              name="language_id"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('webhooks.language')}
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message}
                >
                  <MenuItem value="">{t('webhooks.anyLanguage')}</MenuItem>
                  {(languages.data ?? []).map((language) => (
                    <MenuItem key={language.id} value={language.id}>
                      {localName(language)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="category_ids"
              render={({ field, fieldState }) => {
                const options = categories.data ?? [];
                const chosen = options.filter((category) => (field.value ?? []).includes(category.id));
                return (
                  <Autocomplete
                    multiple
                    options={options}
                    value={chosen}
                    getOptionLabel={(category) => localName(category)}
                    isOptionEqualToValue={(option, value) => option.id === value.id}
                    onChange={(_, value) => field.onChange(value.map((category) => category.id))}
                    renderInput={(params) => (
                      <TextField
                        {...params}
                        label={t('webhooks.categories')}
                        placeholder={chosen.length === 0 ? t('webhooks.anyCategory') : undefined}
                        error={fieldState.error !== undefined}
                        helperText={fieldState.error?.message}
                      />
                    )}
                  />
                );
              }}
            />
            <FormTextField control={control} name="query" label={t('webhooks.query')} helperText={t('webhooks.queryHint')} />
            <SwitchField control={control} name="agenda" label={t('webhooks.agenda')} help={t('webhooks.agendaHelp')} />
            <Controller
              control={control}
              name="format"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label={t('webhooks.format')}
                  value={field.value ?? DEFAULT_WEBHOOK_FORMAT}
                  onChange={(event) => field.onChange(event.target.value)}
                  error={fieldState.error !== undefined}
                  helperText={fieldState.error?.message ?? t('webhooks.formatHelp')}
                >
                  {WEBHOOK_FORMATS.map((format) => (
                    <MenuItem key={format} value={format}>
                      {WEBHOOK_FORMAT_LABELS[format]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('account.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
