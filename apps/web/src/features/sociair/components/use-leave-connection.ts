import { useNavigate } from 'react-router';
import { showNotice } from '../../../lib/notices.ts';
import { useSociairLogout } from '../api/logout-sociair.ts';

/** Logout of the connection: the server's message, then the login screen (SPEC.md §2 "After disconnecting"). */
export function useLeaveConnection() {
  const navigate = useNavigate();
  const logout = useSociairLogout();
  const leave = async () => {
    const answer = await logout.mutateAsync();
    showNotice(answer.message, { variant: 'success' });
    navigate('/sociair/login', { replace: true });
  };
  return { leave: () => void leave().catch(() => undefined), leaving: logout.isPending };
}
