import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import Security from '@mui/icons-material/Security';
import Box from '@mui/material/Box';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { UserProfile } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MENU_BELOW_END } from '../../../ui/menu-placement.ts';

type Props = { user: UserProfile; anchor: HTMLElement | null; onClose(): void; onLogout(): void };

/** The avatar's menu (the person on phones, change password, security, log out); a chunk of its own, loaded on the first press. */
export default function AccountMenu({ user, anchor, onClose, onLogout }: Props) {
  const { t } = useTranslation();
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} {...MENU_BELOW_END}>
      <Box sx={{ px: 2, py: 1, display: { md: 'none' } }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {user.full_name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <MenuItem component={RouterLink} to="/change-password" onClick={onClose}>
        <ListItemIcon>
          <Key fontSize="small" />
        </ListItemIcon>
        {t('layout.changePassword')}
      </MenuItem>
      <MenuItem component={RouterLink} to="/security" onClick={onClose}>
        <ListItemIcon>
          <Security fontSize="small" />
        </ListItemIcon>
        {t('security.title')}
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose();
          onLogout();
        }}
      >
        <ListItemIcon>
          <Logout fontSize="small" />
        </ListItemIcon>
        {t('layout.logout')}
      </MenuItem>
    </Menu>
  );
}
