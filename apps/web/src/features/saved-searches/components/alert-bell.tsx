import Notifications from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BellAlert } from '@portal/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useCalendar } from '../../../lib/calendar-choice.ts';
import { localDateTime } from '../../../lib/relative-time.ts';
import { bellKeys, useBell, useMarkRead } from '../api/alerts.ts';

/** How long after a live-feed announcement the bell asks again, for matches committed just after it. */
const MATCHING_LAG_MS = 3_000;

type Props = {
  /** Calls back when the live news feed announces an item: a new match may have come with it. */
  subscribe(listener: () => void): () => void;
};

/** The bell of the client's top bar: the latest matches of the saved searches, with the unread count. */
export function AlertBell({ subscribe }: Props) {
  const { t, i18n } = useTranslation();
  const { calendar } = useCalendar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const bell = useBell();
  const markRead = useMarkRead();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The live feed and the matching of alerts follow the same write, and the feed may announce an item
  // before its matches are committed: the bell asks at once and once more a moment later.
  useEffect(() => {
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: bellKeys.all });
    const stop = subscribe(() => {
      refresh();
      const timer = setTimeout(() => {
        timers.delete(timer);
        refresh();
      }, MATCHING_LAG_MS);
      timers.add(timer);
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [subscribe, queryClient]);

  const unread = bell.data?.unread ?? 0;
  const label =
    unread > 0 ? `${t('savedSearches.bell.label')}: ${t('savedSearches.bell.unread', { count: unread })}` : t('savedSearches.bell.label');
  const open = (alert: BellAlert) => {
    setAnchor(null);
    if (!alert.read) markRead.mutate([alert.id]);
    void navigate(`/news?news=${alert.news_id}`);
  };

  return (
    <>
      <Tooltip title={t('savedSearches.bell.label')}>
        <IconButton onClick={(event) => setAnchor(event.currentTarget)} aria-label={label} aria-haspopup="menu">
          <Badge badgeContent={unread > 0 ? unread : null} color="error" max={99}>
            <Notifications />
          </Badge>
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
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
        {bell.data?.data.length === 0 && (
          <Box sx={{ px: 2, py: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {t('savedSearches.bell.empty')}
            </Typography>
          </Box>
        )}
        {bell.data?.data.map((alert) => (
          <MenuItem key={alert.id} onClick={() => open(alert)} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
            <ListItemText
              primary={alert.title}
              secondary={[alert.search_name, localDateTime(alert.publish_at, i18n.language, calendar)].filter(Boolean).join(' · ')}
              slotProps={{ primary: { sx: { fontWeight: alert.read ? 400 : 700 } } }}
            />
          </MenuItem>
        ))}
        <Divider />
        <MenuItem component={RouterLink} to="/saved-searches" onClick={() => setAnchor(null)}>
          {t('savedSearches.bell.manage')}
        </MenuItem>
      </Menu>
    </>
  );
}
