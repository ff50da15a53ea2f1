import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { SwitchField } from '../../../components/switch-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { type LookupFields, useSaveLookup } from '../api/lookup-rows.ts';
import type { LookupModel } from '../api/lookups-admin-keys.ts';

export type LookupField<F extends FieldValues> = {
  name: Path<F>;
  label: string;
  kind?: 'text' | 'number' | 'switch';
  helperText?: string;
  /** The field's language when it is not the interface's (a Nepali name typed on an English screen). */
  lang?: string;
  /** May be left empty (a category's default usage terms); every other field is required. */
  optional?: boolean;
};

type Props<Model extends LookupModel, In extends FieldValues, Out extends FieldValues & LookupFields<Model>> = {
  model: Model;
  id: number | undefined;
  title: string;
  schema: z.ZodType<Out, In>;
  fields: readonly LookupField<In>[];
  initial: In;
  onClose(): void;
  /** More of the form below the fields, kept by its owner (a category's Media Topics). */
  extra?: ReactNode;
  /** Saves what `extra` holds once the row is saved, with the row's id; a refusal shows above the fields. */
  afterSave?(id: number): Promise<unknown>;
};

/**
 * The add/edit dialog of a category, language or setup value: validated with the shared schema, the
 * server's field errors under the fields, any other refusal above them; the server's message is the notice.
 */
export function LookupFormDialog<Model extends LookupModel, In extends FieldValues, Out extends FieldValues & LookupFields<Model>>(
  props: Props<Model, In, Out>,
) {
  const { model, id, title, schema, fields, initial, onClose, extra, afterSave } = props;
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  // A new row saved before `afterSave` was refused is changed, not added again, when the form is sent once more.
  const [createdId, setCreatedId] = useState<number>();
  const save = useSaveLookup(model, id ?? createdId);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError, formState } = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<In>,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync(values);
      const savedId = id ?? createdId ?? (answer as { data?: { id: number } }).data?.id;
      if (savedId !== undefined && savedId !== id) setCreatedId(savedId);
      if (afterSave && savedId !== undefined) await afterSave(savedId);
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
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
    >
      <Stack component="form" noValidate onSubmit={submit} sx={{ height: fullScreen ? '100%' : undefined }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent sx={{ flex: 1 }}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            {fields.map((field, index) =>
              field.kind === 'switch' ? (
                <SwitchField key={field.name} control={control} name={field.name} label={field.label} help={field.helperText} />
              ) : (
                <FormTextField
                  key={field.name}
                  control={control}
                  name={field.name}
                  label={field.label}
                  helperText={field.helperText}
                  required={!field.optional}
                  autoFocus={index === 0}
                  type={field.kind === 'number' ? 'number' : 'text'}
                  slotProps={{ htmlInput: { autoComplete: 'off', lang: field.lang, ...(field.kind === 'number' ? { min: 0 } : {}) } }}
                />
              ),
            )}
            {extra}
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('lookupsAdmin.actions.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
