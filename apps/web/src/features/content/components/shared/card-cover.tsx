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

/** A badge in a corner of the cover, legible on any picture. */
export function CoverBadge({ corner, children, label }: { corner: 'left' | 'right'; children: ReactNode; label?: string }) {
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label}
      title={label}
      sx={{
        position: 'absolute',
        top: 8,
        [corner]: 8,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        fontSize: 12,
        fontWeight: 600,
        color: '#fff',
        bgcolor: 'rgba(0, 0, 0, 0.68)',
      }}
    >
      {children}
    </Box>
  );
}
