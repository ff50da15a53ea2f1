import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewsCard as NewsCardData } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { cardsPerRow, PINNED_CARD_WIDTH, PINNED_IMAGE_SIZES } from '../shared/card-grid.ts';
import { useDrawnCount } from '../shared/use-drawn-count.ts';
import { NewsCard } from './news-card.tsx';

/** The agency's pinned items, in one row above the list that scrolls sideways; the cards in view load their pictures first. */
export function PinnedNewsStrip({ news, onOpen }: { news: NewsCardData[] | undefined; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const inView = cardsPerRow(window.innerWidth);
  // The cards in view and the next one first (the strip scrolls sideways), the rest a task later.
  const drawn = useDrawnCount(news?.length ?? 0, inView + 1);
  if (!news || news.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="pinned-heading" sx={{ mb: 3 }}>
      <Typography id="pinned-heading" variant="h2" sx={{ mb: 1 }}>
        {t('news.pinnedHeading')}
      </Typography>
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
          <NewsCard key={item.id} news={item} priority={index < inView} imageSizes={PINNED_IMAGE_SIZES} onOpen={onOpen} />
        ))}
      </Box>
    </Box>
  );
}
