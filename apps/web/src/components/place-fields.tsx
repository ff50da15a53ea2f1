import Autocomplete, { type AutocompleteRenderOptionState } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { District, LocalLevel, PlacesIndex, Province } from '@portal/shared';
import { type HTMLAttributes, useMemo } from 'react';
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { choosePlace, nameMatches, type PlaceValue } from '../lib/place-value.ts';
import { usePlaces } from '../lib/places.ts';

export type PlaceErrors = Partial<Record<keyof PlaceValue, string | undefined>>;

type Named = Province | District | LocalLevel;
type Language = 'en' | 'ne';

/** The options of each level: under the chosen parent, or all of them (a local level can be found first). */
function optionsOf(places: PlacesIndex, value: PlaceValue) {
  const { data } = places;
  const districts = value.province_id ? places.districtsOf(value.province_id) : data.districts;
  const inDistricts = new Set(districts.map((district) => district.id));
  const localLevels = value.district_id
    ? places.localLevelsOf(value.district_id)
    : data.localLevels.filter((localLevel) => inDistricts.has(localLevel.district));
  return { provinces: data.provinces, districts, localLevels };
}

type Props = {
  value: PlaceValue;
  onChange(value: PlaceValue): void;
  errors?: PlaceErrors;
  disabled?: boolean;
};

/**
 * Province → district → local level, each searchable by its Nepali or English name (MUI Autocomplete).
 * Choosing a local level fills its district and province; choosing a parent clears children outside it.
 */
export function PlaceFields({ value, onChange, errors = {}, disabled = false }: Props) {
  const { t, i18n } = useTranslation();
  const places = usePlaces();
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const options = useMemo(() => (places ? optionsOf(places, value) : undefined), [places, value]);

  const level = <Option extends Named>(name: keyof PlaceValue, label: string, list: Option[] | undefined, found: Option | undefined) => (
    <Autocomplete<Option>
      key={name}
      options={list ?? []}
      value={found ?? null}
      loading={!places}
      loadingText={t('places.loading')}
      noOptionsText={t('places.noMatch')}
      disabled={disabled}
      fullWidth
      onChange={(_, chosen) => places && onChange(choosePlace(places, value, name, chosen?.id ?? null))}
      getOptionLabel={(option) => option[language]}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      filterOptions={(all, state) => all.filter((option) => nameMatches(option, state.inputValue))}
      // Local levels of one name exist in several districts: the key is the id, never the name MUI uses by default.
      getOptionKey={(option) => option.id}
      renderOption={({ key, ...props }, option, state) => (
        <PlaceOption key={key} props={props} option={option} state={state} language={language} />
      )}
      renderInput={(params) => <TextField {...params} name={name} label={label} error={Boolean(errors[name])} helperText={errors[name]} />}
    />
  );

  return (
    <Stack sx={{ gap: 2 }} role="group" aria-label={t('places.legend')}>
      {level('province_id', t('places.province'), options?.provinces, places?.province(value.province_id))}
      {level('district_id', t('places.district'), options?.districts, places?.district(value.district_id))}
      {level('local_level_id', t('places.localLevel'), options?.localLevels, places?.localLevel(value.local_level_id))}
    </Stack>
  );
}

/** An option: its name in the interface's language, the other name beside it, and a local level's kind. */
export function PlaceOption(props: {
  props: HTMLAttributes<HTMLLIElement>;
  option: Named;
  state: AutocompleteRenderOptionState;
  language: Language;
}) {
  const { t } = useTranslation();
  const { option, language } = props;
  const other = language === 'ne' ? option.en : option.ne;
  return (
    <Box component="li" {...props.props}>
      <span>{option[language]}</span>
      <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875em' }}>
        {other}
        {'kind' in option ? ` · ${t(`places.kinds.${option.kind}`)}` : ''}
      </Box>
    </Box>
  );
}

/** PlaceFields bound to a react-hook-form form whose values hold the three place fields; shows their errors. */
export function FormPlaceFields<T extends PlaceValue & FieldValues, Out extends FieldValues = T>({
  control,
  disabled,
}: {
  control: Control<T, unknown, Out>;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const province = useController({ control, name: 'province_id' as Path<T> });
  const district = useController({ control, name: 'district_id' as Path<T> });
  const localLevel = useController({ control, name: 'local_level_id' as Path<T> });
  const value: PlaceValue = {
    province_id: province.field.value,
    district_id: district.field.value,
    local_level_id: localLevel.field.value,
  };
  const change = (next: PlaceValue) => {
    province.field.onChange(next.province_id);
    district.field.onChange(next.district_id);
    localLevel.field.onChange(next.local_level_id);
  };
  return (
    <FormControl component="fieldset" fullWidth>
      <FormLabel component="legend" sx={{ mb: 1.5 }}>
        {t('places.legend')}
      </FormLabel>
      <PlaceFields
        value={value}
        onChange={change}
        disabled={disabled ?? false}
        errors={{
          province_id: province.fieldState.error?.message,
          district_id: district.fieldState.error?.message,
          local_level_id: localLevel.fieldState.error?.message,
        }}
      />
      <FormHelperText sx={{ mx: 0 }}>{t('places.help')}</FormHelperText>
    </FormControl>
  );
}
