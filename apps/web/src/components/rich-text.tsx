import Box from '@mui/material/Box';

/** Article HTML as stored: the server sanitized it with an allow-list before saving (SECURITY.md). */
export function RichText({ html }: { html: string }) {
  return (
    <Box
      sx={{
        typography: 'body1',
        lineHeight: 1.75,
        overflowWrap: 'anywhere',
        '& img, & video, & iframe': { maxWidth: '100%', height: 'auto' },
        '& a': { color: 'primary.main' },
        '& blockquote': { borderLeft: 4, borderColor: 'divider', m: 0, pl: 2, color: 'text.secondary' },
        '& table': { borderCollapse: 'collapse', width: '100%' },
        '& td, & th': { border: 1, borderColor: 'divider', p: 0.5 },
      }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on the server before it is stored.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
