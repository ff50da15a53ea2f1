import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NewsCard as NewsCardData } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { NewsCard } from './news-card.tsx';

/** The agency's pinned items, in one row above the list that scrolls sideways. */
export function PinnedNewsStrip({ news, onOpen }: { news: NewsCardData[] | undefined; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
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
          gridAutoColumns: 'minmax(240px, 280px)',
          gap: 2,
          overflowX: 'auto',
          pb: 1,
          scrollSnapType: 'x mandatory',
          '& > *': { scrollSnapAlign: 'start' },
        }}
      >
        {news.map((item) => (
          <NewsCard key={item.id} news={item} onOpen={() => onOpen(item.id)} />
        ))}
      </Box>
    </Box>
  );
}
