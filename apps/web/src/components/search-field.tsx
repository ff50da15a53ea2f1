import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { NepaliTypingSwitch, useNepaliTyping } from './nepali-typing.tsx';

type Props = {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** Shows the "नेपाली" switch, which writes romanized words typed in Devanagari. */
  nepaliTyping?: boolean;
};

/** A search box that reports what was typed once typing pauses for 300 ms (SPEC.md §9). */
export function SearchField({ label, value, onSearch, nepaliTyping = false }: Props) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const nepali = useNepaliTyping();

  // Follow the address when something else changed it (cleared filters, back button); the echo of
  // a search this box reported must not undo what was typed since.
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText((current) => (current.trim() === value ? current : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => {
      reported.current = text.trim();
      onSearch(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <TextField
      type="search"
      label={label}
      value={text}
      onChange={(event) => {
        if (nepaliTyping) nepali.convert(event.target, text);
        setText(event.target.value);
      }}
      slotProps={{
        htmlInput: { maxLength: 100, enterKeyHint: 'search' },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <Search fontSize="small" />
            </InputAdornment>
          ),
          ...(nepaliTyping && {
            endAdornment: (
              <InputAdornment position="end">
                <NepaliTypingSwitch on={nepali.on} onToggle={nepali.toggle} />
              </InputAdornment>
            ),
          }),
        },
      }}
      sx={{ flex: '1 1 240px' }}
    />
  );
}
