import { useColorScheme } from '@mui/material/styles';
import { useShellText } from '../lib/shell-text.ts';
import { IconButton } from '../ui/button.tsx';

/** Switches light/dark; MUI keeps the choice in local storage. */
export function ColorModeButton() {
  const { text } = useShellText();
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  const label = dark ? text.layout.lightMode : text.layout.darkMode;
  return (
    <IconButton
      icon={dark ? 'lightMode' : 'darkMode'}
      label={label}
      hint="below-end"
      color="inherit"
      aria-pressed={dark}
      onClick={() => setMode(dark ? 'light' : 'dark')}
    />
  );
}
