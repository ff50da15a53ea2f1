import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import { useShellText } from '../lib/shell-text.ts';
import { HoverHint } from './hover-hint.tsx';

/** Switches light/dark; MUI keeps the choice in local storage. */
export function ColorModeButton() {
  const { text } = useShellText();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? text.layout.lightMode : text.layout.darkMode;
  return (
    <HoverHint title={label}>
      <IconButton color="inherit" aria-label={label} aria-pressed={dark} onClick={() => setMode(dark ? 'light' : 'dark')}>
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </HoverHint>
  );
}
