import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Refresh from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../../components/date-filter.tsx';
import { CategoriesFilter, LanguageFilter } from '../../../../components/lookup-filters.tsx';
import { PlaceFields } from '../../../../components/place-fields.tsx';
import { SearchField } from '../../../../components/search-field.tsx';
import { hasFilters, type ListParams } from '../../../../lib/list-params.ts';

type Props = {
  params: ListParams;
  onChange: (change: Partial<ListParams>) => void;
  onClear: () => void;
  onRefresh: () => void;
  searchLabel: string;
  /** Feature photos filter by search and date only (SPEC.md §2). */
  classified?: boolean;
};

/** The filter bar of a content list: search, date, language, categories and place, clear and refresh. */
export function ListFilters({ params, onChange, onClear, onRefresh, searchLabel, classified = true }: Props) {
  const { t } = useTranslation();

  return (
    <Stack component="search" direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mb: 2 }}>
      <SearchField label={searchLabel} value={params.query} onSearch={(query) => onChange({ query })} nepaliTyping />
      <DateFilter value={params} onChange={onChange} />
      {classified && (
        <>
          <LanguageFilter value={params.languageId} onChange={(languageId) => onChange({ languageId })} />
          <CategoriesFilter value={params.categoryIds} onChange={(categoryIds) => onChange({ categoryIds })} />
        </>
      )}
      <PlaceFields
        size="small"
        direction="row"
        fieldWidth={220}
        value={{
          province_id: params.provinceId ?? null,
          district_id: params.districtId ?? null,
          local_level_id: params.localLevelId ?? null,
        }}
        onChange={(place) =>
          onChange({
            provinceId: place.province_id ?? undefined,
            districtId: place.district_id ?? undefined,
            localLevelId: place.local_level_id ?? undefined,
          })
        }
      />
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
