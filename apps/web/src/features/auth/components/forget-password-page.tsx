import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { type EmailRequest, emailRequest } from '@portal/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { FormHeading } from './form-heading.tsx';
import { useLeaveWithNotice } from './use-leave-with-notice.ts';

export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const leaveWithNotice = useLeaveWithNotice();
  const reset = useResetPassword();
  const { control, handleSubmit, setError } = useForm<EmailRequest>({ resolver: zodResolver(emailRequest), defaultValues: { email: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await reset.mutateAsync(values);
      leaveWithNotice(answer.message);
    } catch (error) {
      const left = showServerErrors(error, setError, ['email']);
      if (left) setError('email', { type: 'server', message: left }, { shouldFocus: true });
    }
  });

  return (
    <>
      <FormHeading title={t('forgot.heading')} subtitle={t('forgot.subheading')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('forgot.title')}>
        <FormTextField control={control} name="email" label={t('common.email')} type="email" autoComplete="email" required autoFocus />
        <Button type="submit" variant="contained" size="large" loading={reset.isPending}>
          {t('forgot.submit')}
        </Button>
        <Link component={RouterLink} to="/" sx={{ textAlign: 'center' }}>
          {t('forgot.back')}
        </Link>
      </Stack>
    </>
  );
}
