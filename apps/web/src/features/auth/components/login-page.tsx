import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { loginRequest } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod/mini';
import { FormOutlinedField } from '../../../components/form-outlined-field.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { landingPath, profileQuery } from '../../../lib/auth.ts';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { useLogin } from '../api/login.ts';
import { FormHeading } from './form-heading.tsx';

const loadResolver = () => import('./login-resolver.ts');

/** Checks the form by the shared schema, fetched on first use: typing starts the download, so Login seldom waits for it. */
const resolver: Resolver<z.input<typeof loginRequest>, unknown, z.output<typeof loginRequest>> = async (values, context, options) =>
  (await loadResolver()).loginResolver(values, context, options);

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const login = useLogin();
  const queryClient = useQueryClient();
  const { control, handleSubmit, setError } = useForm({
    resolver,
    defaultValues: { email: search.get('email') ?? '', password: search.get('password') ?? '', rememberMe: false },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      navigate(landingPath(await queryClient.fetchQuery(profileQuery())), { replace: true });
    } catch (error) {
      const left = showServerErrors(error, setError, ['email', 'password']);
      if (left) setError('email', { type: 'server', message: left }, { shouldFocus: true });
    }
  });

  const autoSubmitted = useRef(false);
  useEffect(() => {
    if (autoSubmitted.current || !search.get('email') || !search.get('password')) return;
    autoSubmitted.current = true;
    void submit();
  }, [search, submit]);

  return (
    <>
      <FormHeading title={t('login.heading')} subtitle={t('login.subheading')} />
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={submit}
        onInputCapture={() => void loadResolver()}
        aria-label={t('login.title')}
      >
        <FormOutlinedField
          control={control}
          name="email"
          label={t('common.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
        />
        <PasswordField control={control} name="password" label={t('common.password')} autoComplete="current-password" required />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <FormControlLabel
                control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label={t('login.rememberMe')}
              />
            )}
          />
          <Link component={RouterLink} to="/forget-password">
            {t('login.forgot')}
          </Link>
        </Stack>
        <Button type="submit" variant="contained" size="large" loading={login.isPending}>
          {t('login.submit')}
        </Button>
        <Typography sx={{ textAlign: 'center' }}>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to="/register">
            {t('login.registerNow')}
          </Link>
        </Typography>
      </Stack>
    </>
  );
}
