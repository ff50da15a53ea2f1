import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Replay from '@mui/icons-material/Replay';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AutoPostRow, AutoPostState } from '@portal/shared';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatCardDate } from '../../../lib/dates.ts';

/** The chip's icon and border carry the colour; its text keeps the body colour, readable in both schemes. */
const STATUS_LOOKS: Record<AutoPostState, { icon: ReactElement; color: string }> = {
  queued: { icon: <Schedule color="info" />, color: 'info.main' },
  retrying: { icon: <Replay color="warning" />, color: 'warning.main' },
  delivered: { icon: <CheckCircle color="success" />, color: 'success.main' },
  failed: { icon: <ErrorOutline color="error" />, color: 'error.main' },
  skipped: { icon: <Block color="disabled" />, color: 'divider' },
};

/** The latest news handed to the service for this client, newest first, with how each went. */
export function RecentPosts({ posts }: { posts: AutoPostRow[] }) {
  const { t } = useTranslation();
  return (
    <SectionCard heading={t('sociair.posts.heading')}>
      {posts.length === 0 ? (
        <Typography color="text.secondary">{t('sociair.posts.empty')}</Typography>
      ) : (
        <List disablePadding>
          {posts.map((post) => (
            <ListItem key={post.id} divider disableGutters sx={{ display: 'block' }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{post.title}</Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, mt: 0.5 }}>
                <Chip
                  size="small"
                  variant="outlined"
                  data-status={post.status}
                  icon={STATUS_LOOKS[post.status].icon}
                  label={t(`sociair.posts.statuses.${post.status}`)}
                  sx={{ borderColor: STATUS_LOOKS[post.status].color }}
                />
                <Typography variant="body2" color="text.secondary">
                  {t('sociair.posts.attempts', { count: post.attempts })}
                </Typography>
                {post.delivered_at ? (
                  <Typography variant="body2" color="text.secondary">
                    {t('sociair.posts.deliveredAt')}{' '}
                    <Box component="time" dateTime={post.delivered_at}>
                      {formatCardDate(post.delivered_at)}
                    </Box>
                  </Typography>
                ) : (
                  post.last_error && (
                    <Typography
                      variant="body2"
                      color={post.status === 'skipped' ? 'text.secondary' : 'error'}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {post.last_error}
                    </Typography>
                  )
                )}
              </Stack>
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
