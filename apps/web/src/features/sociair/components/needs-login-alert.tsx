import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLeaveConnection } from './use-leave-connection.ts';

/** The service stopped taking the token: logging out drops it, and the login screen asks for the password again. */
export function NeedsLoginAlert() {
  const { t } = useTranslation();
  const { leave, leaving } = useLeaveConnection();
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" loading={leaving} onClick={leave}>
          {t('sociair.profile.loginAgain')}
        </Button>
      }
    >
      {t('sociair.needsLogin')}
    </Alert>
  );
}
