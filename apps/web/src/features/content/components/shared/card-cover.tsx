import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { ImageRendition } from '@portal/shared';
import type { ReactNode } from 'react';
import { srcSetOf } from '../../../../lib/image-srcset.ts';
import { CARD_IMAGE_SIZES } from './card-grid.ts';

type Props = {
  /** The cover's thumbnail: what browsers without the renditions show. */
  src: string | null;
  renditions: readonly ImageRendition[];
  /** In the first row a screen shows: loaded at once and first (the page's largest paint), the rest when scrolled near. */
  priority?: boolean | undefined;
  /** How wide the picture shows, for the browser's choice of rendition: a column of the card grid unless told. */
  sizes?: string | undefined;
  height?: number;
  children?: ReactNode;
};

/**
 * The picture at the top of a card (or a placeholder), with badges laid over its corners; the box has
 * its height before the picture arrives, so nothing moves when it does.
 */
export function CardCover({ src, renditions, priority = false, sizes = CARD_IMAGE_SIZES, height = 160, children }: Props) {
  return (
    <Box sx={{ position: 'relative', height, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {src ? (
        <Box
          component="img"
          src={src}
          srcSet={srcSetOf(renditions)}
          sizes={renditions.length > 0 ? sizes : undefined}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          decoding="async"
          sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : (
        <ImageOutlined sx={{ fontSize: 48, color: 'text.disabled' }} />
      )}
      {children}
    </Box>
  );
}

const CORNERS = {
  left: { top: 8, left: 8 },
  right: { top: 8, right: 8 },
  'bottom-left': { bottom: 8, left: 8 },
  'bottom-right': { bottom: 8, right: 8 },
} as const;

/** A badge in a corner of the cover, legible on any picture; `alert` for breaking news. */
export function CoverBadge({
  corner,
  children,
  label,
  tone = 'plain',
}: {
  corner: keyof typeof CORNERS;
  children: ReactNode;
  label?: string;
  tone?: 'plain' | 'alert';
}) {
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label}
      title={label}
      sx={{
        position: 'absolute',
        ...CORNERS[corner],
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 600,
        color: '#fff',
        bgcolor: tone === 'alert' ? 'error.dark' : 'rgba(0, 0, 0, 0.68)',
      }}
    >
      {children}
    </Box>
  );
}
