import { useColorScheme } from '../lib/color-scheme.ts';
import { useShellText } from '../lib/shell-text.ts';
import { IconButton } from '../ui/button.tsx';

/** Switches light/dark; the choice is kept in local storage. */
export function ColorModeButton() {
  const { text } = useShellText();
  const { scheme, setMode } = useColorScheme();
  const dark = scheme === 'dark';
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
