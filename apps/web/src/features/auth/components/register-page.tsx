import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RegisterForm, registerForm } from '@portal/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormLogoPicker } from '../../../components/logo-picker.tsx';
import { MediaHouseFields } from '../../../components/media-house-fields.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useRegister } from '../api/register.ts';
import { FormHeading } from './form-heading.tsx';
import { useLeaveWithNotice } from './use-leave-with-notice.ts';

const SERVER_FIELDS = Object.keys(registerForm.shape) as (keyof RegisterForm)[];

export function RegisterPage() {
  const { t } = useTranslation();
  const leaveWithNotice = useLeaveWithNotice();
  const register = useRegister();
  const [formError, setFormError] = useState<string>();
  const form = useForm<RegisterForm, unknown, z.output<typeof registerForm>>({
    resolver: zodResolver(registerForm),
    defaultValues: {
      full_name: '',
      company_name: '',
      email: '',
      editor_name: '',
      link: '',
      mobile_no: '',
      category: '' as RegisterForm['category'],
      registration_no: '',
      contact_person: '',
      tel_no: '',
    },
  });

  const { control, handleSubmit, setError } = form;
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await register.mutateAsync(values);
      leaveWithNotice(answer.message);
    } catch (error) {
      setFormError(showServerErrors(error, setError, SERVER_FIELDS));
    }
  });

  return (
    <>
      <FormHeading title={t('register.heading')} subtitle={t('register.subheading')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('register.title')}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <FormProvider {...form}>
          <Grid container spacing={2}>
            <MediaHouseFields
              email={<FormTextField control={control} name="email" label={t('common.email')} required type="email" autoComplete="email" />}
              editorRequired
              registrationHelp={t('register.registrationNoHelp')}
            />
            <Grid size={12}>
              <FormLogoPicker form={form} name="logo" required />
            </Grid>
          </Grid>
        </FormProvider>
        <Button type="submit" variant="contained" size="large" loading={register.isPending}>
          {t('register.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('register.haveAccount')}{' '}
          <Link component={RouterLink} to="/">
            {t('register.login')}
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
