import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import MuiMenu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@portal/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CalendarSelect } from '../../../components/calendar-select.tsx';
import { ColorModeButton } from '../../../components/color-mode-button.tsx';
import { LanguageSelect } from '../../../components/language-select.tsx';
import { newsFeed } from '../../../features/content/api/news-feed.ts';
import { AlertBell } from '../../../features/saved-searches/components/alert-bell.tsx';
import { rememberCalendar } from '../../../lib/calendar-choice.ts';
import { homePath, isPortalMember } from '../../../lib/home-path.ts';
import { LogoutDialog } from './logout-dialog.tsx';

type Props = { user: UserProfile; mobile: boolean; onOpenMenu(): void };

export function TopBar({ user, mobile, onOpenMenu }: Props) {
  const { t } = useTranslation();
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  // The server keeps a signed-in person's calendar: dates follow it on every device they sign in on.
  useEffect(() => rememberCalendar(user.calendar), [user.calendar]);

  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {mobile && (
          <IconButton edge="start" onClick={onOpenMenu} aria-label={t('layout.openMenu')}>
            <Menu />
          </IconButton>
        )}
        <Stack
          component={RouterLink}
          to={homePath(user)}
          aria-label={t('agency.name')}
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', color: 'inherit', textDecoration: 'none' }}
        >
          <Box component="img" src="/favicon.svg" alt="" width={34} height={34} />
          <Typography sx={{ fontWeight: 700, display: { xs: 'none', md: 'block' } }}>{t('agency.name')}</Typography>
        </Stack>
        <Box sx={{ flex: 1 }} />
        {!mobile && <FullscreenButton />}
        {isPortalMember(user) && <AlertBell subscribe={newsFeed.subscribe} />}
        <LanguageSelect />
        <CalendarSelect />
        <ColorModeButton />
        <Stack sx={{ display: { xs: 'none', md: 'flex' }, textAlign: 'right', ml: 1, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
            {user.full_name}
          </Typography>
          <Typography variant="caption" color="text.secondary" noWrap>
            {user.email}
          </Typography>
        </Stack>
        <Tooltip title={t('layout.settings')}>
          <IconButton onClick={(event) => setMenuAnchor(event.currentTarget)} aria-label={t('layout.settings')} aria-haspopup="menu">
            <Avatar src={user.logo ?? undefined} alt="" sx={{ width: 34, height: 34 }}>
              {user.full_name.charAt(0)}
            </Avatar>
          </IconButton>
        </Tooltip>
        <MuiMenu
          anchorEl={menuAnchor}
          open={Boolean(menuAnchor)}
          onClose={() => setMenuAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1, display: { md: 'none' } }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {user.full_name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {user.email}
            </Typography>
          </Box>
          <MenuItem component={RouterLink} to="/change-password" onClick={() => setMenuAnchor(null)}>
            <ListItemIcon>
              <Key fontSize="small" />
            </ListItemIcon>
            {t('layout.changePassword')}
          </MenuItem>
          <MenuItem
            onClick={() => {
              setMenuAnchor(null);
              setConfirmingLogout(true);
            }}
          >
            <ListItemIcon>
              <Logout fontSize="small" />
            </ListItemIcon>
            {t('layout.logout')}
          </MenuItem>
        </MuiMenu>
        <LogoutDialog open={confirmingLogout} onClose={() => setConfirmingLogout(false)} />
      </Toolbar>
    </AppBar>
  );
}

function FullscreenButton() {
  const { t } = useTranslation();
  const [fullscreen, setFullscreen] = useState(Boolean(document.fullscreenElement));
  useEffect(() => {
    const update = () => setFullscreen(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const label = fullscreen ? t('layout.exitFullscreen') : t('layout.fullscreen');
  const toggle = () =>
    (document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => {});
  return (
    <Tooltip title={label}>
      <IconButton onClick={toggle} aria-label={label} aria-pressed={fullscreen}>
        {fullscreen ? <FullscreenExit /> : <Fullscreen />}
      </IconButton>
    </Tooltip>
  );
}
