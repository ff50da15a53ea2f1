import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { sociairConnectForm } from '@portal/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { showServerErrors } from '../../../lib/form-errors.ts';
import { showNotice } from '../../../lib/notices.ts';
import { useFindTenant } from '../api/find-tenant.ts';

/** The username or mobile number only; once the service knows it, the screen moves on to Login. */
export function ConnectStep() {
  const { t } = useTranslation();
  const findTenant = useFindTenant();
  const [formError, setFormError] = useState<string>();
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(sociairConnectForm),
    defaultValues: { username: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      const answer = await findTenant.mutateAsync(values);
      showNotice(answer.message, { variant: 'success' });
    } catch (error) {
      setFormError(showServerErrors(error, setError, ['username']));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit} aria-label={t('sociair.steps.connect')}>
      <Typography color="text.secondary">{t('sociair.connect.intro')}</Typography>
      {formError && <Alert severity="error">{formError}</Alert>}
      <FormTextField
        control={control}
        name="username"
        label={t('sociair.connect.username')}
        autoComplete="username"
        required
        autoFocus
        slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'none' } }}
      />
      <Button type="submit" variant="contained" loading={findTenant.isPending} sx={{ alignSelf: 'flex-start' }}>
        {t('sociair.connect.submit')}
      </Button>
    </Stack>
  );
}
