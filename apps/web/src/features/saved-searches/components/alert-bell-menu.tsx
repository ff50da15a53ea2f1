import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BellAlert, BellResponse } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCalendar } from '../../../lib/calendar-choice.ts';
import { localDateTime } from '../../../lib/relative-time.ts';
import { MENU_BELOW_END } from '../../../ui/menu-placement.ts';
import { useMarkRead } from '../api/alerts.ts';

type Props = { anchor: HTMLElement | null; alerts: BellResponse | undefined; onClose(): void };

/** The bell's menu: the latest matches, Mark all read, Manage; a chunk of its own, loaded on the first press. */
export default function AlertBellMenu({ anchor, alerts, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { calendar } = useCalendar();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const unread = alerts?.unread ?? 0;
  const open = (alert: BellAlert) => {
    onClose();
    if (!alert.read) markRead.mutate([alert.id]);
    void navigate(`/news?news=${alert.news_id}`);
  };

  return (
    <Menu
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      {...MENU_BELOW_END}
      slotProps={{
        paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: 480 } },
        list: { 'aria-label': t('savedSearches.bell.label') },
      }}
    >
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle2">{t('savedSearches.bell.label')}</Typography>
        <Button size="small" disabled={unread === 0 || markRead.isPending} onClick={() => markRead.mutate(undefined)}>
          {t('savedSearches.bell.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {alerts?.data.length === 0 && (
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('savedSearches.bell.empty')}
          </Typography>
        </Box>
      )}
      {alerts?.data.map((alert) => (
        <MenuItem key={alert.id} onClick={() => open(alert)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
          <ListItemText
            primary={alert.title}
            secondary={[alert.search_name, localDateTime(alert.publish_at, i18n.language, calendar)].filter(Boolean).join(' · ')}
            slotProps={{ primary: { sx: { fontWeight: alert.read ? 400 : 700 } } }}
          />
        </MenuItem>
      ))}
      <Divider />
      <MenuItem component={RouterLink} to="/saved-searches" onClick={onClose}>
        {t('savedSearches.bell.manage')}
      </MenuItem>
    </Menu>
  );
}
