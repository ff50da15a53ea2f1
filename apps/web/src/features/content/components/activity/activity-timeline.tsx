import PlayCircleOutline from '@mui/icons-material/PlayCircleOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CircularProgress from '@mui/material/CircularProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type Ref, useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state.tsx';
import { formatCardDate } from '../../../../lib/dates.ts';
import { htmlExcerpt } from '../../../../lib/html-text.ts';
import { useWindowRows } from '../../../../lib/use-window-rows.ts';
import { type ActivityItem, useActivities } from '../../api/get-activities.ts';
import { activityKeys, type ContentKind } from '../../api/record-engagement.ts';
import { clampLines } from '../../list/shared/clamp-lines.ts';
import { useLoadMoreWhenNear } from './use-load-more-when-near.ts';

type Entry = ActivityItem[ContentKind];

/** An entry's height before it is measured: a card with a 72 px picture and its padding, and the gap. */
const ENTRY_HEIGHT = 112;

/** News and videos carry a plain meta description; a gallery's description is sanitized HTML. */
const summaryOf = (entry: Entry) => ('meta_description' in entry ? entry.meta_description : htmlExcerpt(entry.description));

/** One kind of the media house's history as a timeline, alternating sides, loading more on scroll; each entry says who acted last. */
export function ActivityTimeline({ kind, onOpen }: { kind: ContentKind; onOpen: (entry: Entry) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const activities = useActivities(kind);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = activities;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const sentinel = useLoadMoreWhenNear(loadMore, hasNextPage, activities.data?.pages.length ?? 0);

  // SPEC.md §4: switching tabs starts the list again from page 1.
  useEffect(() => () => queryClient.removeQueries({ queryKey: activityKeys.of(kind) }), [kind, queryClient]);

  const entries = activities.data?.pages.flatMap((page) => page.data as Entry[]) ?? [];
  const shown = useWindowRows(entries.length, ENTRY_HEIGHT);

  if (activities.isPending) {
    return (
      <Box aria-busy="true" aria-label={t('common.loading')}>
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} variant="rounded" height={96} sx={{ mb: 2 }} />
        ))}
      </Box>
    );
  }
  if (activities.isError) return <Alert severity="error">{activities.error.message}</Alert>;
  if (entries.length === 0) return <EmptyState title={t(`activity.empty.${kind}`)} hint={t('activity.emptyHint')} />;

  return (
    <>
      <Box
        component="ol"
        ref={shown.list}
        aria-label={t(`activity.tabs.${kind}`)}
        style={{ paddingTop: shown.before, paddingBottom: shown.after }}
        sx={{
          position: 'relative',
          listStyle: 'none',
          p: 0,
          m: 0,
          '&::before': {
            content: '""',
            position: 'absolute',
            top: 0,
            bottom: 0,
            left: { xs: 11, md: '50%' },
            width: 2,
            bgcolor: 'divider',
          },
        }}
      >
        {shown.rows.map((row) => {
          const entry = entries[row.index] as Entry;
          return (
            <TimelineEntry
              key={entry.id}
              ref={shown.measure}
              index={row.index}
              entry={entry}
              kind={kind}
              side={row.index % 2 === 0 ? 'left' : 'right'}
              onOpen={() => onOpen(entry)}
            />
          );
        })}
      </Box>
      {/* Below the last entry's rise (its negative margin side by side). */}
      <Box ref={sentinel} sx={{ display: 'grid', placeItems: 'center', minHeight: 48, mt: { md: 7 } }}>
        {isFetchingNextPage && <CircularProgress size={28} aria-label={t('common.loading')} />}
        {!hasNextPage && (
          <Typography variant="body2" color="text.secondary">
            {t('activity.end')}
          </Typography>
        )}
      </Box>
    </>
  );
}

type EntryProps = { ref: Ref<HTMLLIElement>; index: number; entry: Entry; kind: ContentKind; side: 'left' | 'right'; onOpen: () => void };

function TimelineEntry({ ref, index, entry, kind, side, onOpen }: EntryProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      ref={ref}
      data-index={index}
      sx={{
        position: 'relative',
        display: 'flex',
        justifyContent: { xs: 'flex-end', md: side === 'left' ? 'flex-start' : 'flex-end' },
        // Side by side, the next entry rises beside this one (56 px): the two are never on the same side.
        mb: { xs: 2, md: -5 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          top: 20,
          left: { xs: 4, md: 'calc(50% - 7px)' },
          width: 16,
          height: 16,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          border: 3,
          borderColor: 'background.default',
        }}
      />
      <Card variant="outlined" sx={{ width: { xs: 'calc(100% - 36px)', md: 'calc(50% - 28px)' } }}>
        <CardActionArea onClick={onOpen} sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start', gap: 1.5, p: 1.5 }}>
          <Thumbnail src={entry.thumbnail} video={kind === 'video'} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', ...clampLines(2) }}>
              {entry.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <time dateTime={entry.activity_at}>{formatCardDate(entry.activity_at)}</time>
              {entry.activity_by && ` · ${t('activity.by', { name: entry.activity_by })}`}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={clampLines(2)}>
              {summaryOf(entry)}
            </Typography>
          </Box>
        </CardActionArea>
      </Card>
    </Box>
  );
}

function Thumbnail({ src, video }: { src: string | null; video: boolean }) {
  const box = { width: 96, height: 72, flexShrink: 0, borderRadius: 1, bgcolor: 'action.hover', display: 'grid', placeItems: 'center' };
  if (video) {
    return (
      <Box sx={{ ...box, position: 'relative', overflow: 'hidden' }}>
        {src && (
          <Box
            component="img"
            src={src}
            alt=""
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        <PlayCircleOutline sx={{ position: 'relative', fontSize: 36, color: '#fff', filter: 'drop-shadow(0 1px 3px rgba(0,0,0,.7))' }} />
      </Box>
    );
  }
  return src ? <Box component="img" src={src} alt="" loading="lazy" sx={{ ...box, objectFit: 'cover' }} /> : <Box sx={box} />;
}
