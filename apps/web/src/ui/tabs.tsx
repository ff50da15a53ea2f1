import clsx from 'clsx';
import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

type Props<Value extends string> = {
  /** Names the row of tabs. */
  label: string;
  values: readonly Value[];
  value: Value;
  onChange: (value: Value) => void;
  tabLabel: (value: Value) => string;
  /** The id of a tab, which its panel names (`aria-labelledby`). */
  tabId: (value: Value) => string;
  /** The id of the panel the tabs show. */
  panelId: string;
};

/**
 * MUI's full-width Tabs: a row of tabs over one panel. The chosen tab is the one the Tab key reaches; the
 * arrows, Home and End move between tabs, and Enter, Space or a press chooses one.
 */
export function Tabs<Value extends string>({ label, values, value, onChange, tabLabel, tabId, panelId }: Props<Value>) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    const at = tabs.indexOf(document.activeElement as HTMLButtonElement);
    const last = tabs.length - 1;
    const next = { ArrowRight: at === last ? 0 : at + 1, ArrowLeft: at <= 0 ? last : at - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={moveFocus}>
      {values.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          id={tabId(option)}
          aria-selected={option === value}
          aria-controls={panelId}
          tabIndex={option === value ? 0 : -1}
          className={clsx(styles.tab, option === value && styles.selected)}
          onClick={() => onChange(option)}
        >
          {tabLabel(option)}
        </button>
      ))}
    </div>
  );
}
