import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';

export const EVENTS_PATH = '/admin/agenda';
export const BOARD_PATH = '/admin/agenda/coverage';

/**
 * The agenda's two screens, the events list and the coverage board: a named navigation of two links drawn as tabs
 * (links, not a tablist: each opens a page of its own), the current one marked.
 */
export function AgendaTabs() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const tabs = [
    { to: EVENTS_PATH, label: t('agendaDesk.tabs.events') },
    { to: BOARD_PATH, label: t('agendaDesk.tabs.coverage') },
  ];
  return (
    <Box
      component="nav"
      aria-label={t('agendaDesk.tabs.label')}
      sx={{ display: 'flex', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider', overflowX: 'auto' }}
    >
      {tabs.map((tab) => {
        const current = pathname === tab.to;
        return (
          <Link
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            underline="none"
            aria-current={current ? 'page' : undefined}
            sx={{
              px: 2,
              py: 1.25,
              fontWeight: 600,
              whiteSpace: 'nowrap',
              color: current ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: current ? 'primary.main' : 'transparent',
              mb: '-1px',
              '&:hover': { color: 'text.primary' },
            }}
          >
            {tab.label}
          </Link>
        );
      })}
    </Box>
  );
}
