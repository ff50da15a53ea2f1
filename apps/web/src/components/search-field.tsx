import { SEARCH_DEBOUNCE_MS } from '@portal/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { FieldFrame, fieldStyles } from '../ui/field-frame.tsx';
import { Icon } from '../ui/icon.tsx';
import { NepaliTypingSwitch, useNepaliTyping } from './nepali-typing.tsx';
import styles from './search-field.module.css';

type Props = {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  /** Shows the "नेपाली" switch, which writes romanized words typed in Devanagari. */
  nepaliTyping?: boolean;
  /** A line under the box (how to write a query), which the box names as its description. */
  help?: string | undefined;
};

/** A search box that reports what was typed once typing pauses for 300 ms (SPEC.md §9). */
export function SearchField({ label, value, onSearch, nepaliTyping = false, help }: Props) {
  const [text, setText] = useState(value);
  const reported = useRef(value);
  const nepali = useNepaliTyping();
  const id = useId();

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
    <FieldFrame
      id={id}
      label={label}
      raised
      className={styles.search}
      message={help}
      start={<Icon name="search" size="small" />}
      end={nepaliTyping && <NepaliTypingSwitch on={nepali.on} onToggle={nepali.toggle} />}
    >
      <input
        id={id}
        type="search"
        className={fieldStyles.control}
        maxLength={100}
        enterKeyHint="search"
        aria-describedby={help ? `${id}-helper-text` : undefined}
        value={text}
        onChange={(event) => {
          if (nepaliTyping) nepali.convert(event.target, text);
          setText(event.target.value);
        }}
      />
    </FieldFrame>
  );
}
