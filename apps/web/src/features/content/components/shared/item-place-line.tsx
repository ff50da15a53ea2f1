import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ItemPlace } from '@portal/shared';
import { usePlaceLine } from '../../../../lib/places.ts';

/** An item's place under its headline, in the interface's language ("POKHARA, KASKI, GANDAKI"); nothing without one. */
export function ItemPlaceLine({ place, sx = [] }: { place: ItemPlace | null | undefined; sx?: SxProps<Theme> }) {
  const line = usePlaceLine()(place);
  if (!line) return null;
  return (
    <Typography
      variant="subtitle2"
      color="text.secondary"
      sx={[{ mb: 2, textTransform: 'uppercase', letterSpacing: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {line}
    </Typography>
  );
}
