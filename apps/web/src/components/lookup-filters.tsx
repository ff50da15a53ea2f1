import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useLanguages, useLocalName, useMediaTopicsInUse } from '../lib/lookups.ts';
import { FieldFrame, fieldStyles } from '../ui/field-frame.tsx';
import { Icon } from '../ui/icon.tsx';
import { Listbox, useActiveOption, useOutsidePress } from '../ui/listbox.tsx';
import { SelectField } from '../ui/select-field.tsx';
import styles from './lookup-filters.module.css';

const ALL = '';

/** A list filter: one language, or all. */
export function LanguageFilter({ value, onChange }: { value: number | undefined; onChange: (languageId: number | undefined) => void }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const nameOf = useLocalName();
  return (
    <SelectField
      label={t('filters.language')}
      value={value === undefined ? ALL : String(value)}
      onChange={(chosen) => onChange(chosen === ALL ? undefined : Number(chosen))}
      className={styles.language}
    >
      <option value={ALL}>{t('filters.allLanguages')}</option>
      {languages.data?.map((language) => (
        <option key={language.id} value={language.id}>
          {nameOf(language)}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A list filter: one IPTC Media Topic of those the categories map to, or all. A topic chosen before (a saved
 * search, a shared link) that no category carries any more stays listed under its code.
 */
export function TopicFilter({ value, onChange }: { value: string | undefined; onChange: (topic: string | undefined) => void }) {
  const { t } = useTranslation();
  const topics = useMediaTopicsInUse().data ?? [];
  const gone = value && !topics.some((topic) => topic.code === value) ? [{ code: value, label: value }] : [];
  return (
    <SelectField
      label={t('filters.topic')}
      value={value ?? ALL}
      onChange={(chosen) => onChange(chosen === ALL ? undefined : chosen)}
      className={styles.topic}
    >
      <option value={ALL}>{t('filters.allTopics')}</option>
      {[...topics, ...gone].map((topic) => (
        <option key={topic.code} value={topic.code}>
          {topic.label}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A list filter: any of the chosen categories, or all when none is chosen. A button opens the list of
 * categories, each pressed on or off; the list stays open for the next one until Escape, Tab or a press outside.
 */
export function CategoriesFilter({ value, onChange }: { value: number[]; onChange: (categoryIds: number[]) => void }) {
  const { t } = useTranslation();
  const categories = useCategories().data ?? [];
  const nameOf = useLocalName();
  const [shown, choose] = useChoiceOnItsWay(value);
  const [open, setOpen] = useState(false);
  const id = useId();
  const listId = `${id}-list`;
  const options = useActiveOption(listId, categories.length);
  const field = useOutsidePress(open, () => setOpen(false));
  const summary = shown.map((chosen) => categories.find((category) => category.id === chosen)).filter((category) => category !== undefined);

  const toggle = (categoryId: number) => {
    const ids = shown.includes(categoryId) ? shown.filter((chosen) => chosen !== categoryId) : [...shown, categoryId];
    choose(ids);
    onChange(ids);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key)) {
        event.preventDefault();
        setOpen(true);
        options.setActive(0);
      }
      return;
    }
    if (options.onKeyDown(event)) return;
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      setOpen(false);
    } else if ((event.key === 'Enter' || event.key === ' ') && options.active >= 0) {
      event.preventDefault();
      const category = categories[options.active];
      if (category) toggle(category.id);
    }
  };

  return (
    <div ref={field} className={styles.categories}>
      <FieldFrame id={id} label={t('filters.categories')} raised>
        <button
          id={id}
          type="button"
          role="combobox"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? options.activeId : undefined}
          className={`${fieldStyles.control} ${styles.opener}`}
          onClick={() => setOpen(!open)}
          onKeyDown={onKeyDown}
        >
          {summary.map(nameOf).join(', ') || t('filters.allCategories')}
        </button>
        <Icon name="arrowDropDown" className={fieldStyles.arrow} />
      </FieldFrame>
      {open && (
        <Listbox
          id={listId}
          label={t('filters.categories')}
          multiple
          options={categories}
          active={options.active}
          selected={(category) => shown.includes(category.id)}
          onChoose={(category) => toggle(category.id)}
          renderOption={(category) => (
            <>
              <Icon name={shown.includes(category.id) ? 'checkBox' : 'checkBoxOutlineBlank'} size="small" className={styles.check} />
              {nameOf(category)}
            </>
          )}
        />
      )}
    </div>
  );
}

/**
 * The menu works from the last choice made in it until the address shows that choice: the address
 * is updated in a transition, and a second click computed from the list still rendered would undo
 * the first. An address this menu did not write (Clear filters, Back) drops every choice on its way.
 */
function useChoiceOnItsWay(value: number[]) {
  const [onItsWay, setOnItsWay] = useState<string[]>([]);
  const shownKey = value.join(',');
  useEffect(() => {
    setOnItsWay((choices) => {
      const arrived = choices.indexOf(shownKey);
      return arrived === -1 ? [] : choices.slice(arrived + 1);
    });
  }, [shownKey]);
  const latest = onItsWay.at(-1);
  const shown = latest === undefined ? value : latest === '' ? [] : latest.split(',').map(Number);
  const choose = (ids: number[]) => setOnItsWay((choices) => [...choices, ids.join(',')]);
  return [shown, choose] as const;
}
