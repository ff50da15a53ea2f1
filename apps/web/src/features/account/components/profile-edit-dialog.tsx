import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Account, profileUpdateFields, uploadFile } from '@portal/shared';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { DialogFormActions } from '../../../components/dialog-form-actions.tsx';
import { FormLogoPicker } from '../../../components/logo-picker.tsx';
import { MediaHouseFields } from '../../../components/media-house-fields.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const profileForm = z.extend(profileUpdateFields, { logo: z.optional(uploadFile('Logo')) });
type ProfileForm = z.input<typeof profileForm>;

const SERVER_FIELDS = Object.keys(profileForm.shape) as (keyof ProfileForm)[];

const formValues = (account: Account): ProfileForm => ({
  full_name: account.full_name,
  company_name: account.company_name,
  editor_name: account.editor_name,
  link: account.link ?? '',
  mobile_no: account.mobile_no,
  category: account.category as ProfileForm['category'],
  registration_no: account.registration_no,
  contact_person: account.contact_person,
  tel_no: account.tel_no,
});

/** Changes the profile and, when a new one is chosen, the logo; the email address stays as it is. */
export function ProfileEditDialog({ account, onClose }: { account: Account; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const update = useUpdateProfile(account.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<ProfileForm, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: formValues(account),
  });
  const { handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await update.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('account.profile.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <FormProvider {...form}>
              <Grid container spacing={2}>
                <MediaHouseFields
                  email={
                    <TextField
                      label={t('account.profile.email')}
                      value={account.email}
                      helperText={t('account.profile.emailFixed')}
                      slotProps={{ htmlInput: { readOnly: true } }}
                    />
                  }
                  editorRequired={false}
                />
                <Grid size={12}>
                  <FormLogoPicker form={form} name="logo" currentUrl={account.logo} />
                </Grid>
              </Grid>
            </FormProvider>
          </Stack>
        </DialogContent>
        <DialogFormActions busy={formState.isSubmitting} submitLabel={t('account.save')} onCancel={onClose} />
      </Stack>
    </Dialog>
  );
}
