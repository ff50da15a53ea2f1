import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ALERT_SETTINGS, SAVED_SEARCH_NAME_MAX, type SavedSearchForm, type SavedSearchPayload, savedSearchForm } from '@portal/shared';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSaveSearch } from '../api/saved-searches.ts';

type Props = {
  /** The search to change; a new one is saved without it. */
  id?: number;
  initial: SavedSearchForm;
  onClose(): void;
};

/** Saves the news list's words and filters under a name, with its alert (also the edit/rename dialog). */
export function SaveSearchDialog({ id, initial, onClose }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  const [formError, setFormError] = useState<string>();
  const save = useSaveSearch(id);
  const { control, handleSubmit, setError, formState } = useForm<SavedSearchForm, unknown, SavedSearchPayload>({
    resolver: zodResolver(savedSearchForm),
    defaultValues: { ...initial, daily_at: initial.daily_at ?? '07:00' },
  });
  const alert = useWatch({ control, name: 'alert' });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await save.mutateAsync({ ...values, daily_at: values.alert === 'daily' ? values.daily_at : null });
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['name', 'alert', 'daily_at']));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{id === undefined ? t('savedSearches.newTitle') : t('savedSearches.editTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField
              control={control}
              name="name"
              label={t('savedSearches.name')}
              required
              autoFocus
              slotProps={{ htmlInput: { maxLength: SAVED_SEARCH_NAME_MAX, autoComplete: 'off' } }}
            />
            <FormTextField control={control} name="alert" label={t('savedSearches.alert')} select>
              {ALERT_SETTINGS.map((setting) => (
                <MenuItem key={setting} value={setting}>
                  {t(`savedSearches.alerts.${setting}`)}
                </MenuItem>
              ))}
            </FormTextField>
            {alert === 'daily' && (
              <FormTextField
                control={control}
                name="daily_at"
                label={t('savedSearches.dailyAt')}
                type="time"
                required
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60 } }}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {t('savedSearches.alertHint')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('savedSearches.saveButton')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
