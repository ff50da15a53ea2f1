import { NOTIFICATION_TIMEOUT_MS } from '@portal/shared';
import { useNavigate } from 'react-router';
import { showNotice } from '../../../lib/notices.ts';

/** How the account forms end: the server's message as a 3 s notice, then back to login. */
export function useLeaveWithNotice() {
  const navigate = useNavigate();
  return (message: string) => {
    showNotice(message, { variant: 'success', autoHideDuration: NOTIFICATION_TIMEOUT_MS });
    navigate('/', { replace: true });
  };
}
