import { useState } from 'react';
import { useShellText } from '../lib/shell-text.ts';
import { IconButton } from '../ui/button.tsx';

/** The show/hide toggle every password field of the spec has: the input's type and the button to put at its end. */
export function usePasswordVisibility() {
  const { text } = useShellText();
  const [visible, setVisible] = useState(false);
  const label = visible ? text.common.hidePassword : text.common.showPassword;
  const toggle = (
    <IconButton
      icon={visible ? 'visibilityOff' : 'visibility'}
      label={label}
      hint="below-end"
      edge="end"
      size="small"
      onClick={() => setVisible((shown) => !shown)}
    />
  );
  return { type: visible ? 'text' : 'password', toggle };
}
