import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InlineCode } from './inline-code.tsx';

/** The HTTP headers of a call the portal makes, each with what it carries (the Feed API's webhooks, the Developer guide's pushes). */
export function HeaderList({ headers }: { headers: readonly (readonly [header: string, about: string])[] }) {
  return (
    <Box component="dl" sx={{ m: 0, '& dd': { ml: 0, mb: 1 } }}>
      {headers.map(([header, about]) => (
        <Box key={header}>
          <Typography component="dt">
            <InlineCode>{header}</InlineCode>
          </Typography>
          <Typography component="dd">{about}</Typography>
        </Box>
      ))}
    </Box>
  );
}
