import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import { enqueueSnackbar } from 'notistack';
import { useNavigate } from 'react-router';

/** How the account forms end: the server's message as a 3 s notice, then back to login. */
export function useLeaveWithNotice() {
  const navigate = useNavigate();
  return (message: string) => {
    enqueueSnackbar(message, { variant: 'success', autoHideDuration: NOTIFICATION_TIMEOUT_MS });
    navigate('/', { replace: true });
  };
}
