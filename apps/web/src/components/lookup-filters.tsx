import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCategories, useLanguages, useLocalName } from '../lib/lookups.ts';

const ALL = '';

/** A list filter: one language, or all. */
export function LanguageFilter({ value, onChange }: { value: number | undefined; onChange: (languageId: number | undefined) => void }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const nameOf = useLocalName();
  return (
    <TextField
      select
      label={t('filters.language')}
      value={value ?? ALL}
      onChange={(event) => onChange(event.target.value === ALL ? undefined : Number(event.target.value))}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ flex: '0 1 160px' }}
    >
      <MenuItem value={ALL}>{t('filters.allLanguages')}</MenuItem>
      {languages.data?.map((language) => (
        <MenuItem key={language.id} value={language.id}>
          {nameOf(language)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A list filter: any of the chosen categories, or all when none is chosen. */
export function CategoriesFilter({ value, onChange }: { value: number[]; onChange: (categoryIds: number[]) => void }) {
  const { t } = useTranslation();
  const categories = useCategories();
  const nameOf = useLocalName();
  const [shown, choose] = useChoiceOnItsWay(value);
  const categoryName = (id: number) => {
    const found = categories.data?.find((category) => category.id === id);
    return found ? nameOf(found) : String(id);
  };
  return (
    <TextField
      select
      label={t('filters.categories')}
      value={shown}
      onChange={(event) => {
        const ids = (event.target.value as unknown as number[]).map(Number);
        choose(ids);
        onChange(ids);
      }}
      slotProps={{
        select: {
          multiple: true,
          renderValue: (selected) => (selected as number[]).map(categoryName).join(', ') || t('filters.allCategories'),
          displayEmpty: true,
        },
        inputLabel: { shrink: true },
      }}
      sx={{ flex: '1 1 200px', maxWidth: { sm: 320 } }}
    >
      {(categories.data ?? []).map((category) => (
        <MenuItem key={category.id} value={category.id}>
          <Checkbox size="small" checked={shown.includes(category.id)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={nameOf(category)} />
        </MenuItem>
      ))}
    </TextField>
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
