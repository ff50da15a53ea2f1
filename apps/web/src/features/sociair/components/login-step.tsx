import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SociairAccount, sociairLoginForm } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useSociairLogin } from '../api/login-sociair.ts';
import { ReadOnlyField } from './read-only-field.tsx';
import { ResetAccountLink } from './reset-account-link.tsx';

/**
 * The linked account, read-only, and its password. The verification code field appears once the
 * service asks for one and stays for the next tries.
 */
export function LoginStep({ account }: { account: SociairAccount }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useSociairLogin();
  const [askCode, setAskCode] = useState(false);
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(sociairLoginForm),
    defaultValues: { password: '', twofa_token: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await login.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
      navigate('/sociair/profile', { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldMessage('twofa_token')) setAskCode(true);
      setFormError(showServerErrors(error, setError, ['password', 'twofa_token']));
    }
  });

  return (
    <Stack spacing={2.5}>
      {account.needs_login && <Alert severity="info">{t('sociair.needsLogin')}</Alert>}
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('sociair.steps.login')}>
        <Typography color="text.secondary">{t('sociair.login.intro')}</Typography>
        {formError && <Alert severity="error">{formError}</Alert>}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ReadOnlyField label={t('sociair.login.username')} value={account.username} autoComplete="username" />
          <ReadOnlyField label={t('sociair.login.accountName')} value={account.name} />
        </Stack>
        <PasswordField
          control={control}
          name="password"
          label={t('sociair.login.password')}
          autoComplete="current-password"
          required
          autoFocus
        />
        {askCode && (
          <FormTextField
            control={control}
            name="twofa_token"
            label={t('sociair.login.code')}
            helperText={t('sociair.login.codeHelp')}
            autoComplete="one-time-code"
            required
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
        )}
        <Button type="submit" variant="contained" loading={login.isPending} sx={{ alignSelf: 'flex-start' }}>
          {t('sociair.login.submit')}
        </Button>
      </Stack>
      <ResetAccountLink />
    </Stack>
  );
}
