import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error.tsx';
import { PageTitle } from '../../../components/page-title.tsx';
import { useSociairAccount } from '../api/get-sociair-account.ts';
import { ConnectStep } from './connect-step.tsx';
import { LoginStep } from './login-step.tsx';

/** /sociair/login (SPEC.md §2): Connect finds the account on the service, Login connects it with its password. */
export function SociairLoginPage() {
  const { t } = useTranslation();
  const account = useSociairAccount();
  return (
    <>
      <PageTitle>{t('pages.sociairLogin')}</PageTitle>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        {account.isError ? (
          <LoadError query={account} />
        ) : account.isPending ? (
          <Stack spacing={2} aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton variant="rounded" height={32} />
            <Skeleton variant="rounded" height={40} />
            <Skeleton variant="rounded" width={120} height={36} />
          </Stack>
        ) : (
          <>
            <Stepper activeStep={account.data ? 1 : 0} sx={{ mb: 3 }}>
              <Step>
                <StepLabel>{t('sociair.steps.connect')}</StepLabel>
              </Step>
              <Step>
                <StepLabel>{t('sociair.steps.login')}</StepLabel>
              </Step>
            </Stepper>
            {account.data ? <LoginStep account={account.data} /> : <ConnectStep />}
          </>
        )}
      </Paper>
    </>
  );
}
