import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { CardHighlights, CategoryRef } from '@portal/shared';
import type { ReactNode } from 'react';
import { formatCardDate } from '../../../../lib/dates.ts';
import { type ItemRef, useItemCardActions } from '../../../../lib/item-actions.tsx';
import { CategoryChips } from './category-chips.tsx';
import { clampLines } from './clamp-lines.ts';
import { highlightedText } from './highlighted-text.tsx';

type Props = {
  /** The item the card shows, for the actions the app adds to cards (Save). */
  item: ItemRef;
  cover: ReactNode;
  title: string;
  publishAt: string;
  categories?: CategoryRef[];
  summary?: string;
  /** Shown as "Updated" beside the date when the agency corrected the item after publishing it. */
  updatedLabel?: string | undefined;
  /** On a search page, the searched words in title and summary. */
  highlights?: CardHighlights | undefined;
  onOpen: () => void;
  /** Over the card's corner, outside the area that opens it (the list's selection checkbox). */
  overlay?: ReactNode;
};

/** The searched words: amber behind the primary text colour, lighter in the dark scheme so the text keeps its contrast. */
const markSx = (theme: Theme) => ({
  '& mark': {
    bgcolor: 'rgba(255, 193, 7, 0.4)',
    color: 'text.primary',
    borderRadius: '2px',
    px: '1px',
    ...theme.applyStyles('dark', { bgcolor: 'rgba(255, 193, 7, 0.2)' }),
  },
});

/**
 * A card of a content grid: its cover, categories, title, summary and publish date; the whole card opens the item.
 * The app's card actions (Save) sit in the bottom corner, outside the area that opens it.
 */
export function ContentCard({ item, cover, title, publishAt, categories = [], summary, updatedLabel, highlights, onOpen, overlay }: Props) {
  const CardActions = useItemCardActions();
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', position: 'relative' }}>
      {overlay}
      <CardActionArea onClick={onOpen} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        {cover}
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <CategoryChips categories={categories} />
          <Typography variant="h3" component="h3" sx={[{ fontSize: '1.05rem', ...clampLines(2) }, markSx]}>
            {highlightedText(title, highlights?.title)}
          </Typography>
          {summary && (
            <Typography variant="body2" color="text.secondary" sx={[clampLines(3), markSx]}>
              {highlightedText(summary, highlights?.meta_description)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pr: CardActions ? 4 : 0 }}>
            <time dateTime={publishAt}>{formatCardDate(publishAt)}</time>
            {updatedLabel && ` · ${updatedLabel}`}
          </Typography>
        </CardContent>
      </CardActionArea>
      {CardActions && (
        <Box sx={{ position: 'absolute', right: 6, bottom: 6 }}>
          <CardActions {...item} />
        </Box>
      )}
    </Card>
  );
}
