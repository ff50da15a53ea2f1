import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { type CreatePasswordRequest, createPasswordRequest } from '@portal/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PasswordField } from '../../../components/password-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { FullPageSpinner } from '../../../ui/full-page-spinner.tsx';
import { useCreatePassword, usePasswordLinkCheck } from '../api/password-link.ts';
import { FormHeading } from './form-heading.tsx';
import { useLeaveWithNotice } from './use-leave-with-notice.ts';

/** Reached from the verification or reset mail; the link is checked on entry and any failure goes to /. */
export function CreatePasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leaveWithNotice = useLeaveWithNotice();
  const [search] = useSearchParams();
  const token = search.get('user') ?? '';
  const check = usePasswordLinkCheck(token);
  const create = useCreatePassword(token);
  const { control, handleSubmit, setError } = useForm<CreatePasswordRequest>({
    resolver: zodResolver(createPasswordRequest),
    defaultValues: { password: '', confirm_password: '' },
  });

  useEffect(() => {
    if (check.isError) navigate('/', { replace: true });
  }, [check.isError, navigate]);

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await create.mutateAsync(values);
      leaveWithNotice(answer.message);
    } catch (error) {
      showServerErrors(error, setError, ['password', 'confirm_password']);
    }
  });

  if (!token) return <Navigate to="/" replace />;
  if (!check.isSuccess) return <FullPageSpinner />;
  return (
    <>
      <FormHeading title={t('createPassword.heading')} subtitle={t('createPassword.subheading')} />
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('createPassword.title')}>
        <PasswordField
          control={control}
          name="password"
          label={t('createPassword.password')}
          autoComplete="new-password"
          required
          autoFocus
        />
        <PasswordField control={control} name="confirm_password" label={t('createPassword.confirm')} autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" loading={create.isPending}>
          {t('createPassword.submit')}
        </Button>
      </Stack>
    </>
  );
}
