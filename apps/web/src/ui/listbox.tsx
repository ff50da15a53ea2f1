import clsx from 'clsx';
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import styles from './listbox.module.css';

/**
 * Which option of an open list the keyboard is on (arrows, Home, End), `-1` for none; the list scrolls to it.
 * `onKeyDown` returns whether it handled the key.
 */
export function useActiveOption(listId: string, count: number) {
  const [active, setActive] = useState(-1);
  const shown = active < count ? active : count - 1;
  useEffect(() => {
    if (shown >= 0) document.getElementById(optionId(listId, shown))?.scrollIntoView({ block: 'nearest' });
  }, [listId, shown]);
  const onKeyDown = (event: KeyboardEvent) => {
    const last = count - 1;
    const next = { ArrowDown: Math.min(shown + 1, last), ArrowUp: Math.max(shown - 1, 0), Home: 0, End: last }[event.key];
    if (next === undefined || count === 0) return false;
    event.preventDefault();
    setActive(next);
    return true;
  };
  return { active: shown, setActive, onKeyDown, activeId: shown >= 0 ? optionId(listId, shown) : undefined };
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** Closes a popup when a press lands outside `ref`'s element. */
export function useOutsidePress(open: boolean, onOutside: () => void) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onOutside);
  latest.current = onOutside;
  useEffect(() => {
    if (!open) return;
    const press = (event: PointerEvent) => {
      if (!ref.current?.contains(event.target as Node)) latest.current();
    };
    document.addEventListener('pointerdown', press);
    return () => document.removeEventListener('pointerdown', press);
  }, [open]);
  return ref;
}

type Props<Option> = {
  id: string;
  options: readonly Option[];
  active: number;
  selected: (option: Option) => boolean;
  onChoose: (option: Option) => void;
  renderOption: (option: Option) => ReactNode;
  multiple?: boolean;
  /** Instead of options: the list is loading, or nothing matches. */
  status?: string | undefined;
  label?: string;
};

/**
 * An open list of options under its field (MUI's Select menu and Autocomplete popup). The field keeps the
 * focus and points at the active option (`aria-activedescendant`); a press on an option chooses it without
 * taking the focus away.
 */
export function Listbox<Option>({ id, options, active, selected, onChoose, renderOption, multiple, status, label }: Props<Option>) {
  if (status) {
    return (
      <div id={id} className={clsx(styles.popup, styles.status)} role="status">
        {status}
      </div>
    );
  }
  return (
    <div id={id} role="listbox" aria-label={label} aria-multiselectable={multiple || undefined} className={styles.popup}>
      {options.map((option, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keys are the field's, which points at the active option (aria-activedescendant).
        <div
          key={optionId(id, index)}
          id={optionId(id, index)}
          role="option"
          tabIndex={-1}
          aria-selected={selected(option)}
          className={clsx(styles.option, index === active && styles.active)}
          onPointerDown={(event) => event.preventDefault()}
          onClick={() => onChoose(option)}
        >
          {renderOption(option)}
        </div>
      ))}
    </div>
  );
}
