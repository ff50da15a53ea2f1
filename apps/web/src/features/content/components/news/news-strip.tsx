import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { NewsCard as NewsCardData } from '@portal/shared';
import type { ReactNode } from 'react';
import { cardsPerRow, PINNED_CARD_WIDTH, PINNED_IMAGE_SIZES } from '../shared/card-grid.ts';
import { useDrawnCount } from '../shared/use-drawn-count.ts';
import { NewsCard } from './news-card.tsx';

type Props = {
  /** The strip's heading and the id that names its region. */
  heading: string;
  headingId: string;
  news: NewsCardData[] | undefined;
  onOpen: (id: number) => void;
  /** Whether the cards in view load their pictures first: not when a strip above them does. */
  priority?: boolean;
  /** Beside the heading (the link to the whole list). */
  action?: ReactNode;
};

/**
 * A row of news above the list that scrolls sideways: the agency's pinned items, the person's home district's.
 * The cards in view load their pictures first.
 */
export function NewsStrip({ heading, headingId, news, onOpen, priority = true, action }: Props) {
  const inView = cardsPerRow(window.innerWidth);
  // The cards in view and the next one first (the strip scrolls sideways), the rest a task later.
  const drawn = useDrawnCount(news?.length ?? 0, inView + 1);
  if (!news || news.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 1 }}>
        <Typography id={headingId} variant="h2">
          {heading}
        </Typography>
        {action}
      </Stack>
      <Box
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          gridAutoColumns: `minmax(${PINNED_CARD_WIDTH.min}px, ${PINNED_CARD_WIDTH.max}px)`,
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {news.slice(0, drawn).map((item, index) => (
          <NewsCard key={item.id} news={item} priority={priority && index < inView} imageSizes={PINNED_IMAGE_SIZES} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}
