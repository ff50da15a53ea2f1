import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

export const EVENTS_PATH = '/admin/agenda';
export const BOARD_PATH = '/admin/agenda/coverage';

/** The agenda's two screens, the events list and the coverage board, as links that look like tabs. */
export function AgendaTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Tabs
      component="nav"
      aria-label={t('agendaDesk.tabs.label')}
      value={pathname === BOARD_PATH ? BOARD_PATH : EVENTS_PATH}
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tab
        component={RouterLink}
        to={EVENTS_PATH}
        value={EVENTS_PATH}
        label={t('agendaDesk.tabs.events')}
        aria-current={pathname === EVENTS_PATH ? 'page' : undefined}
      />
      <Tab
        component={RouterLink}
        to={BOARD_PATH}
        value={BOARD_PATH}
        label={t('agendaDesk.tabs.coverage')}
        aria-current={pathname === BOARD_PATH ? 'page' : undefined}
      />
    </Tabs>
  );
}
