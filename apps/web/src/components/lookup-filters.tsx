import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
  const categoryName = (id: number) => {
    const found = categories.data?.find((category) => category.id === id);
    return found ? nameOf(found) : String(id);
  };
  return (
    <TextField
      select
      label={t('filters.categories')}
      value={value}
      onChange={(event) => onChange((event.target.value as unknown as number[]).map(Number))}
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
      {categories.data?.map((category) => (
        <MenuItem key={category.id} value={category.id}>
          <Checkbox size="small" checked={value.includes(category.id)} sx={{ p: 0.5, mr: 1 }} />
          <ListItemText primary={nameOf(category)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
