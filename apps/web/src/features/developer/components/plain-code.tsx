import Box from '@mui/material/Box';

/** A block of plain code or an HTTP exchange in the Developer guide's text: monospace, scrolling sideways when wide. */
export function PlainCode({ children }: { children: string }) {
  return (
    <Box
      component="pre"
      // Focusable so keyboard users can scroll the long lines sideways (axe: scrollable-region-focusable).
      tabIndex={0}
      sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflowX: 'auto', fontSize: '0.8125rem', fontFamily: 'monospace' }}
    >
      {children}
    </Box>
  );
}
