import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Outlet } from 'react-router';
import { CalendarSelect } from '../../components/calendar-select.tsx';
import { ColorModeButton } from '../../components/color-mode-button.tsx';
import { LanguageSelect } from '../../components/language-select.tsx';
import { useShellText } from '../../lib/shell-text.ts';

/** Login, register and the password screens: the agency's introduction beside one form. */
export function GuestLayout() {
  const { text } = useShellText();
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '5fr 7fr' } }}>
      <Box
        component="aside"
        sx={{
          display: { xs: 'none', md: 'flex' },
          flexDirection: 'column',
          justifyContent: 'center',
          gap: 3,
          p: 6,
          color: '#fff',
          background: 'linear-gradient(160deg, #8e1515 0%, #5c0d0d 100%)',
        }}
      >
        <Box component="img" src="/favicon.svg" alt="" width={72} height={72} />
        <Typography variant="h1" component="p" sx={{ fontSize: '2.2rem' }}>
          {text.agency.name}
        </Typography>
        <Typography sx={{ fontSize: '1.1rem', lineHeight: 1.7, maxWidth: 460 }}>{text.agency.about}</Typography>
      </Box>
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', display: { md: 'none' } }}>
            <Box component="img" src="/favicon.svg" alt="" width={32} height={32} />
            <Typography sx={{ fontWeight: 700 }}>{text.agency.name}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ ml: 'auto' }}>
            <LanguageSelect />
            <CalendarSelect />
            <ColorModeButton />
          </Stack>
        </Stack>
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: { xs: 1.5, sm: 3 } }}>
          <Paper variant="outlined" sx={{ width: '100%', maxWidth: 560, p: { xs: 2.5, sm: 4 } }}>
            <Outlet />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}
