import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { MessageResponse } from '@portal/shared';
import { useId, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';

export type FormField<F extends FieldValues> = { name: Path<F>; label: string; type?: 'url' | 'text' };

type Props<F extends FieldValues> = {
  title: string;
  schema: z.ZodType<F, F>;
  fields: readonly FormField<F>[];
  initial: F;
  onSave(values: F): Promise<MessageResponse>;
  onClose(): void;
};

/**
 * The add/edit dialog of an integration: validated with the shared schema, the server's field errors
 * under the fields, any other refusal above them; the server's message is the success notice.
 */
export function IntegrationFormDialog<F extends FieldValues>({ title, schema, fields, initial, onSave, onClose }: Props<F>) {
  const { t } = useTranslation();
  const titleId = useId();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<F>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<F>,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await onSave(values);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(
        showServerErrors(
          error,
          setError,
          fields.map((field) => field.name),
        ),
      );
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {fields.map((field, index) => (
              <FormTextField
                key={field.name}
                control={control}
                name={field.name}
                label={field.label}
                required
                autoFocus={index === 0}
                type={field.type ?? 'text'}
                placeholder={field.type === 'url' ? 'https://' : undefined}
                slotProps={{ htmlInput: { autoComplete: 'off', spellCheck: false } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('account.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
