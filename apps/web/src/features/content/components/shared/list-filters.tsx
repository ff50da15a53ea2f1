import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../../components/date-filter.tsx';
import { SearchField } from '../../../../components/search-field.tsx';
import { hasFilters, type ListParams } from '../../../../lib/list-params.ts';
import { useCategories, useLanguages } from '../../../../lib/lookups.ts';

type Props = {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  onClear: () => void;
  onRefresh: () => void;
  searchLabel: string;
  /** Feature photos filter by search and date only (SPEC.md §2). */
  classified?: boolean;
};

const ALL = '';

/** The filter bar of a content list: search, date, language and categories, clear and refresh. */
export function ListFilters({ params, onChange, onClear, onRefresh, searchLabel, classified = true }: Props) {
  const { t, i18n } = useTranslation();
  const categories = useCategories();
  const languages = useLanguages();
  const nameOf = (item: { name: string; name_ne: string }) => (i18n.language === 'ne' ? item.name_ne : item.name);
  const categoryName = (id: number) => {
    const found = categories.data?.find((category) => category.id === id);
    return found ? nameOf(found) : String(id);
  };

  return (
    <Stack component="search" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchField label={searchLabel} value={params.query} onSearch={(query) => onChange({ query })} />
      <DateFilter value={params} onChange={(choice) => onChange({ preset: choice.preset, from: choice.from, to: choice.to })} />
      {classified && (
        <>
          <TextField
            select
            label={t('filters.language')}
            value={params.languageId ?? ALL}
            onChange={(event) => onChange({ languageId: event.target.value === ALL ? undefined : Number(event.target.value) })}
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
          <TextField
            select
            label={t('filters.categories')}
            value={params.categoryIds}
            onChange={(event) => onChange({ categoryIds: (event.target.value as unknown as number[]).map(Number) })}
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
                <Checkbox size="small" checked={params.categoryIds.includes(category.id)} sx={{ p: 0.5, mr: 1 }} />
                <ListItemText primary={nameOf(category)} />
              </MenuItem>
            ))}
          </TextField>
        </>
      )}
      <Stack direction="row" sx={{ gap: 0.5, alignItems: 'center', minHeight: 40 }}>
        <Button variant="text" startIcon={<FilterAltOff />} onClick={onClear} disabled={!hasFilters(params)}>
          {t('filters.clear')}
        </Button>
        <Tooltip title={t('common.refresh')}>
          <IconButton aria-label={t('common.refresh')} onClick={onRefresh}>
            <Refresh />
          </IconButton>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
