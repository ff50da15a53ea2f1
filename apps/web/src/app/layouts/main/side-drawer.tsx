import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import type { UserProfile } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { drawerWidth, miniDrawerWidth } from '../../theme.ts';
import { isActiveNavItem, visibleNavItems } from './nav-items.ts';

/** A temporary sheet on phones; otherwise permanent, with its labels (full) or icons only (mini). */
export type DrawerVariant = 'sheet' | 'full' | 'mini';

export const drawerWidthOf = (variant: DrawerVariant) => (variant === 'mini' ? miniDrawerWidth : drawerWidth);

type Props = {
  user: UserProfile;
  variant: DrawerVariant;
  /** Switches between full and mini; left out where the screen is too narrow for the full drawer. */
  onToggleMini?: (() => void) | undefined;
  mobileOpen: boolean;
  onCloseMobile(): void;
};

export function SideDrawer({ user, variant, onToggleMini, mobileOpen, onCloseMobile }: Props) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const mobile = variant === 'sheet';
  const collapsed = variant === 'mini';
  const width = drawerWidthOf(variant);

  const entries = (
    <Box component="nav" aria-label={t('layout.mainNavigation')} sx={{ overflowX: 'hidden' }}>
      <List>
        {visibleNavItems(user).map((item) => {
          const { to, labelKey, icon: Icon } = item;
          const active = isActiveNavItem(item, pathname);
          const label = t(labelKey);
          return (
            <ListItem key={to} disablePadding>
              <Tooltip title={collapsed ? label : ''} placement="right">
                <ListItemButton
                  component={Link}
                  to={to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={mobile ? onCloseMobile : undefined}
                  sx={{ minHeight: 48, px: 2.5, justifyContent: collapsed ? 'center' : 'initial' }}
                >
                  <ListItemIcon sx={{ minWidth: 0, mr: collapsed ? 0 : 2, justifyContent: 'center' }}>
                    <Icon />
                  </ListItemIcon>
                  <ListItemText primary={label} sx={{ display: collapsed ? 'none' : 'block' }} />
                </ListItemButton>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );

  if (mobile) {
    return (
      <Drawer variant="temporary" open={mobileOpen} onClose={onCloseMobile} sx={{ '& .MuiDrawer-paper': { width: drawerWidth } }}>
        <Toolbar />
        {entries}
      </Drawer>
    );
  }

  const toggleLabel = collapsed ? t('layout.expandMenu') : t('layout.collapseMenu');
  return (
    <Drawer
      variant="permanent"
      sx={(theme) => ({
        width,
        flexShrink: 0,
        transition: theme.transitions.create('width'),
        '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: theme.transitions.create('width') },
      })}
    >
      <Toolbar />
      {entries}
      {onToggleMini && (
        <Box sx={{ mt: 'auto' }}>
          <Divider />
          <Box sx={{ display: 'flex', justifyContent: collapsed ? 'center' : 'flex-end', p: 1 }}>
            <IconButton onClick={onToggleMini} aria-label={toggleLabel} title={toggleLabel} aria-expanded={!collapsed}>
              {collapsed ? <ChevronRight /> : <ChevronLeft />}
            </IconButton>
          </Box>
        </Box>
      )}
    </Drawer>
  );
}
