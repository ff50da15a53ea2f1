import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import {
  type ClientDetail,
  GRANT_NOTE_MAX,
  GRANT_UNITS,
  type GrantSubscriptionForm,
  type GrantSubscriptionRequest,
  grantSubscriptionRequest,
} from '@portal/shared';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useGrantSubscription } from '../api/client-actions.ts';
import { useGrantablePlans } from '../api/get-plans.ts';

const FIELDS = ['plan_id', 'no_of_screen', 'duration_unit', 'duration', 'note', 'starts_on'] as const;

/** Grants a plan by hand (now, queued after a higher plan, or from a chosen day), with a note; checked with the endpoint's own schema. */
export function GrantSubscriptionDialog({ client, onClose }: { client: ClientDetail; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const plans = useGrantablePlans();
  const grant = useGrantSubscription(client.id);
  const [formError, setFormError] = useState<string>();
  const current = client.subscription;
  const { control, handleSubmit, setError, formState } = useForm<GrantSubscriptionForm, unknown, GrantSubscriptionRequest>({
    resolver: zodResolver(grantSubscriptionRequest),
    defaultValues: {
      plan_id: current?.plan_id ?? '',
      no_of_screen: current?.no_of_screen ?? 1,
      duration_unit: 'month',
      duration: 1,
      note: '',
      starts_on: '',
    } as GrantSubscriptionForm,
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await grant.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, FIELDS));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('clientsAdmin.grant.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{t('clientsAdmin.grant.about')}</DialogContentText>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormTextField control={control} name="plan_id" label={t('clientsAdmin.grant.plan')} select required autoFocus>
              {(plans.data ?? []).map((plan) => (
                <MenuItem key={plan.id} value={plan.id}>
                  {plan.name}
                </MenuItem>
              ))}
            </FormTextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormTextField
                control={control}
                name="no_of_screen"
                label={t('clientsAdmin.grant.screens')}
                type="number"
                required
                slotProps={{ htmlInput: { min: 1, max: 100 } }}
                sx={{ flex: 1 }}
              />
              <FormTextField
                control={control}
                name="duration"
                label={t('clientsAdmin.grant.duration')}
                type="number"
                required
                slotProps={{ htmlInput: { min: 1 } }}
                sx={{ flex: 1 }}
              />
              <FormTextField control={control} name="duration_unit" label={t('clientsAdmin.grant.unit')} select sx={{ flex: 1 }}>
                {GRANT_UNITS.map((unit) => (
                  <MenuItem key={unit} value={unit}>
                    {t(`clientsAdmin.grant.${unit}`)}
                  </MenuItem>
                ))}
              </FormTextField>
            </Stack>
            <FormTextField
              control={control}
              name="starts_on"
              label={t('clientsAdmin.grant.startsOn')}
              helperText={t('clientsAdmin.grant.startsOnHelp')}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <FormTextField
              control={control}
              name="note"
              label={t('clientsAdmin.grant.note')}
              helperText={t('clientsAdmin.grant.noteHelp')}
              required
              multiline
              minRows={3}
              slotProps={{ htmlInput: { maxLength: GRANT_NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('clientsAdmin.grant.submit')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
