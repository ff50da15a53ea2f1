import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ChangeClientPasswordRequest, changeClientPasswordRequest } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/page-title.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { useProfile } from '../../../lib/auth.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { tokenStorage } from '../../../lib/token-storage.ts';
import { useChangePassword } from '../api/change-password.ts';
import { useLeaveWithNotice } from './use-leave-with-notice.ts';

/** After a change every session is revoked on the server, so the user signs in again. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const leaveWithNotice = useLeaveWithNotice();
  const queryClient = useQueryClient();
  const profile = useProfile();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError } = useForm<ChangeClientPasswordRequest>({
    resolver: zodResolver(changeClientPasswordRequest),
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await change.mutateAsync(values);
      tokenStorage.clear();
      queryClient.clear();
      leaveWithNotice(answer.message);
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['current_password', 'password', 'password_confirmation']));
    }
  });

  return (
    <>
      <PageTitle>{t('changePassword.title')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        {profile.data?.new_token === 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('changePassword.forced')}
          </Alert>
        )}
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {t('changePassword.subheading')}
        </Typography>
        <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('changePassword.title')}>
          {formError && <Alert severity="error">{formError}</Alert>}
          <PasswordField
            control={control}
            name="current_password"
            label={t('changePassword.current')}
            autoComplete="current-password"
            required
            autoFocus
          />
          <PasswordField control={control} name="password" label={t('changePassword.password')} autoComplete="new-password" required />
          <PasswordField
            control={control}
            name="password_confirmation"
            label={t('changePassword.confirm')}
            autoComplete="new-password"
            required
          />
          <Button type="submit" variant="contained" loading={change.isPending} sx={{ alignSelf: 'flex-start' }}>
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </Paper>
    </>
  );
}
