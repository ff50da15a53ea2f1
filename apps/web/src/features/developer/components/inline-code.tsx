import Box from '@mui/material/Box';

/** A name or value from code inside running text; long URLs break anywhere rather than widen the page. */
export function InlineCode({ children }: { children: string }) {
  return (
    <Box
      component="code"
      sx={{ fontFamily: 'monospace', fontSize: '0.875em', bgcolor: 'action.hover', px: 0.5, borderRadius: 0.5, overflowWrap: 'anywhere' }}
    >
      {children}
    </Box>
  );
}
