import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type RegisterForm, registerForm } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { FormLogoPicker } from '../../../components/logo-picker.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useRegisterCategories } from '../../../lib/lookups.ts';
import { useRegister } from '../api/register.ts';
import { FormHeading } from './form-heading.tsx';
import { useLeaveWithNotice } from './use-leave-with-notice.ts';

const SERVER_FIELDS = [
  'full_name',
  'company_name',
  'email',
  'editor_name',
  'link',
  'mobile_no',
  'category',
  'registration_no',
  'contact_person',
  'tel_no',
  'logo',
] as const;

export function RegisterPage() {
  const { t } = useTranslation();
  const leaveWithNotice = useLeaveWithNotice();
  const categories = useRegisterCategories();
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

  const field = (name: (typeof SERVER_FIELDS)[number], label: string, extra: Record<string, unknown> = {}) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <FormTextField control={control} name={name} label={label} {...extra} />
    </Grid>
  );

  return (
    <>
      <FormHeading title={t('register.heading')} subtitle={t('register.subheading')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('register.title')}>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Grid container spacing={2}>
          {field('full_name', t('register.fullName'), { required: true, autoFocus: true, autoComplete: 'organization' })}
          {field('company_name', t('register.companyName'), { required: true })}
          {field('email', t('common.email'), { required: true, type: 'email', autoComplete: 'email' })}
          {field('editor_name', t('register.editorName'), { required: true })}
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
          {field('registration_no', t('register.registrationNo'), { required: true, helperText: t('register.registrationNoHelp') })}
          {field('contact_person', t('register.contactPerson'), { required: true, autoComplete: 'name' })}
          <Grid size={12}>
            <FormLogoPicker form={form} name="logo" required />
          </Grid>
        </Grid>
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
