import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** The picture at the top of a card (or a placeholder), with badges laid over its corners. */
export function CardCover({ src, height = 160, children }: { src: string | null; height?: number; children?: ReactNode }) {
  return (
    <Box sx={{ position: 'relative', height, bgcolor: 'action.hover', display: 'grid', placeItems: 'center', overflow: 'hidden' }}>
      {src ? (
        <Box component="img" src={src} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
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
