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
import type { BellEntry, BellNotices } from './bell-notices.ts';

type Props = { anchor: HTMLElement | null; alerts: BellResponse | undefined; more?: BellNotices | undefined; onClose(): void };

/** One line of the menu: a match of a saved search or another feature's notice, the latest first. */
type Line = { key: string; at: string; title: string; detail: string; read: boolean; open(): void };

/**
 * The bell's menu: the latest matches and the notices of `more` (the Agenda's), merged by time, Mark all read
 * (both), Manage; a chunk of its own, loaded on the first press.
 */
export default function AlertBellMenu({ anchor, alerts, more, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const { calendar } = useCalendar();
  const navigate = useNavigate();
  const markRead = useMarkRead();
  const unread = (alerts?.unread ?? 0) + (more?.unread ?? 0);
  const open = (alert: BellAlert) => {
    onClose();
    if (!alert.read) markRead.mutate([alert.id]);
    void navigate(`/news?news=${alert.news_id}`);
  };
  const openEntry = (entry: BellEntry) => {
    onClose();
    if (!entry.read) more?.markRead([entry.id]);
    void navigate(entry.to);
  };
  const when = (at: string) => localDateTime(at, i18n.language, calendar);
  const lines: Line[] = [
    ...(alerts?.data ?? []).map((alert) => ({
      key: `alert-${alert.id}`,
      at: alert.publish_at,
      title: alert.title,
      detail: [alert.search_name, when(alert.publish_at)].filter(Boolean).join(' · '),
      read: alert.read,
      open: () => open(alert),
    })),
    ...(more?.entries ?? []).map((entry) => ({
      key: `more-${entry.id}`,
      at: entry.at,
      title: entry.title,
      detail: [entry.detail, when(entry.at)].filter(Boolean).join(' · '),
      read: entry.read,
      open: () => openEntry(entry),
    })),
  ].sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  const loaded = alerts !== undefined;

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
        <Button
          size="small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => {
            if ((alerts?.unread ?? 0) > 0) markRead.mutate(undefined);
            if ((more?.unread ?? 0) > 0) more?.markRead();
          }}
        >
          {t('savedSearches.bell.markAllRead')}
        </Button>
      </Stack>
      <Divider />
      {loaded && lines.length === 0 && (
        <Box sx={{ px: 2, py: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {t('savedSearches.bell.empty')}
          </Typography>
        </Box>
      )}
      {lines.map((line) => (
        <MenuItem key={line.key} onClick={line.open} sx={{ whiteSpace: 'normal', alignItems: 'flex-start' }}>
          <ListItemText
            primary={line.title}
            secondary={line.detail}
            slotProps={{ primary: { sx: { fontWeight: line.read ? 400 : 700 } } }}
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
