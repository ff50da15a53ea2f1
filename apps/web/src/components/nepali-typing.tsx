import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { NepaliWord } from '../lib/nepali-typing.ts';
import { hintProps } from '../ui/hint.ts';
import styles from './nepali-typing.module.css';

const STORAGE_KEY = 'portal.nepaliTyping';
const listeners = new Set<() => void>();

const isOn = () => localStorage.getItem(STORAGE_KEY) === 'on';

/** Every switch on the page follows one choice, kept in localStorage (and followed in other tabs). */
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function remember(on: boolean) {
  localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

type Typing = typeof import('../lib/nepali-typing.ts');
let loading: Promise<Typing> | undefined;
/** The transliterator is loaded the first time the switch is on, so no first screen carries it. */
const loadTyping = () => {
  loading ??= import('../lib/nepali-typing.ts');
  return loading;
};

/**
 * The "नेपाली" typing choice: while on, a romanized word typed in a field is written in Devanagari as
 * a space or punctuation ends it. `convert` rewrites the input in place before its change handler reads
 * it, so a controlled input keeps its caret; `wordEndedBy` does the same for the rich text editor.
 */
export function useNepaliTyping() {
  const on = useSyncExternalStore(subscribe, isOn, () => false);
  const [typing, setTyping] = useState<Typing>();
  useEffect(() => {
    if (on) void loadTyping().then(setTyping);
  }, [on]);
  const active = on ? typing : undefined;

  const convert = useCallback(
    (input: HTMLInputElement | HTMLTextAreaElement, previous: string) => {
      if (!active || input.selectionStart === null) return;
      const typed = active.withNepaliWord(previous, { value: input.value, caret: input.selectionStart });
      if (!typed) return;
      input.value = typed.value;
      input.setSelectionRange(typed.caret, typed.caret);
    },
    [active],
  );
  const wordEndedBy = useCallback(
    (textBefore: string, typed: string): NepaliWord | null => active?.nepaliWordEndedBy(textBefore, typed) ?? null,
    [active],
  );
  return { on, toggle: () => remember(!on), convert, wordEndedBy };
}

/** The "नेपाली" toggle button; its pressed state is the typing choice, and its hint says what it does. */
export function NepaliTypingSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const hint = hintProps(t('romanized.switchHint'), 'below-end');
  return (
    <button
      type="button"
      aria-label={t('romanized.switchLabel')}
      aria-description={t('romanized.switchHint')}
      aria-pressed={on}
      data-hint={hint['data-hint']}
      className={`${styles.switch} ${hint.className}`}
      onClick={onToggle}
    >
      नेपाली
    </button>
  );
}
