import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Account, profileUpdateFields, uploadFile } from '@portal/shared';
import { enqueueSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormLogoPicker } from '../../../components/logo-picker.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useRegisterCategories } from '../../../lib/lookups.ts';
import { useUpdateProfile } from '../api/update-profile.ts';

const profileForm = profileUpdateFields.extend({ logo: uploadFile('Logo').optional() });
type ProfileForm = z.input<typeof profileForm>;

const SERVER_FIELDS = [
  'full_name',
  'company_name',
  'editor_name',
  'link',
  'mobile_no',
  'category',
  'registration_no',
  'contact_person',
  'tel_no',
  'logo',
] as const;

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
  const categories = useRegisterCategories();
  const update = useUpdateProfile(account.id);
  const [formError, setFormError] = useState<string>();
  const form = useForm<ProfileForm, unknown, z.output<typeof profileForm>>({
    resolver: zodResolver(profileForm),
    defaultValues: formValues(account),
  });
  const { control, handleSubmit, setError, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await update.mutateAsync(values);
      enqueueSnackbar(answer.message, { variant: 'success' });
      onClose();
    } catch (error) {
      setFormError(showServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  const field = (
    name: Exclude<(typeof SERVER_FIELDS)[number], 'logo' | 'category'>,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label} {...extra} />
    </Grid>
  );

  return (
    <Dialog open onClose={formState.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <Stack component="form" noValidate onSubmit={submit}>
        <DialogTitle id={titleId}>{t('account.profile.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && <Alert severity="error">{formError}</Alert>}
            <Grid container spacing={2}>
              {field('full_name', t('register.fullName'), { required: true, autoFocus: true, autoComplete: 'organization' })}
              {field('company_name', t('register.companyName'), { required: true })}
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label={t('account.profile.email')}
                  value={account.email}
                  helperText={t('account.profile.emailFixed')}
                  slotProps={{ htmlInput: { readOnly: true } }}
                />
              </Grid>
              {field('editor_name', t('register.editorName'))}
              {field('link', t('register.link'), { type: 'url', placeholder: 'https://', autoComplete: 'url' })}
              {field('tel_no', t('register.telNo'), { required: true, type: 'tel', autoComplete: 'tel' })}
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormTextField control={control} name="category" label={t('register.category')} select required>
                  {(categories.data ?? []).map((category) => (
                    <MenuItem key={category.id} value={category.value.value}>
                      {category.value.label}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Grid>
              {field('mobile_no', t('register.mobileNo'), {
                required: true,
                type: 'tel',
                autoComplete: 'tel-national',
                slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } },
              })}
              {field('registration_no', t('register.registrationNo'), { required: true })}
              {field('contact_person', t('register.contactPerson'), { required: true, autoComplete: 'name' })}
              <Grid size={12}>
                <FormLogoPicker form={form} name="logo" currentUrl={account.logo} />
              </Grid>
            </Grid>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('account.save')}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
