import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { useShellText } from '../lib/shell-text.ts';

/** The show/hide toggle every password field of the spec has: the input's type and the button to put at its end. */
export function usePasswordVisibility() {
  const { text } = useShellText();
  const [visible, setVisible] = useState(false);
  const label = visible ? text.common.hidePassword : text.common.showPassword;
  const toggle = (
    <IconButton aria-label={label} title={label} onClick={() => setVisible((shown) => !shown)} edge="end" size="small">
      {visible ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
    </IconButton>
  );
  return { type: visible ? 'text' : 'password', toggle };
}
