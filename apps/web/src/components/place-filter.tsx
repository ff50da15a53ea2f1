import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { LocalLevel, PlacesIndex } from '@portal/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaces } from '../lib/places.ts';
import { choosePlace, NO_PLACE, nameMatches, type PlaceValue } from './place-fields.tsx';

type Language = 'en' | 'ne';

/** One place a list can be filtered by, at any level, with the line of the levels above it. */
export type PlaceChoice = {
  level: keyof PlaceValue;
  id: number;
  en: string;
  ne: string;
  kind?: LocalLevel['kind'];
  within: { en: string; ne: string } | null;
};

/** At most this many places are offered for what was typed: enough to see the one meant, few enough for a phone. */
export const MOST_CHOICES_SHOWN = 40;

/** Every province, district and local level, in that order, each with its parents named. */
export function placeChoices(places: PlacesIndex): PlaceChoice[] {
  const { provinces, districts, localLevels } = places.data;
  const line = (...names: ({ en: string; ne: string } | undefined)[]) => {
    const known = names.filter((name) => name !== undefined);
    return { en: known.map((name) => name.en).join(', '), ne: known.map((name) => name.ne).join(', ') };
  };
  return [
    ...provinces.map((row): PlaceChoice => ({ level: 'province_id', id: row.id, en: row.en, ne: row.ne, within: null })),
    ...districts.map(
      (row): PlaceChoice => ({ level: 'district_id', id: row.id, en: row.en, ne: row.ne, within: line(places.province(row.province)) }),
    ),
    ...localLevels.map((row): PlaceChoice => {
      const district = places.district(row.district);
      return {
        level: 'local_level_id',
        id: row.id,
        en: row.en,
        ne: row.ne,
        kind: row.kind,
        within: line(district, places.province(district?.province)),
      };
    }),
  ];
}

/**
 * The places offered for what was typed: with nothing typed, the provinces and districts; otherwise the
 * places whose name holds it, those whose name starts with it first, provinces and districts before local levels.
 */
export function choicesFor(choices: PlaceChoice[], typed: string): PlaceChoice[] {
  const wanted = typed.trim().toLowerCase();
  if (wanted === '') return choices.filter((choice) => choice.level !== 'local_level_id');
  const found = choices.filter((choice) => nameMatches(choice, wanted));
  const startsWith = (choice: PlaceChoice) => choice.en.toLowerCase().startsWith(wanted) || choice.ne.startsWith(wanted);
  return [...found.filter(startsWith), ...found.filter((choice) => !startsWith(choice))].slice(0, MOST_CHOICES_SHOWN);
}

/** The most precise level the value names, or null. */
function chosenOf(choices: PlaceChoice[], value: PlaceValue): PlaceChoice | null {
  const [level, id] =
    value.local_level_id !== null
      ? (['local_level_id', value.local_level_id] as const)
      : value.district_id !== null
        ? (['district_id', value.district_id] as const)
        : (['province_id', value.province_id] as const);
  return choices.find((choice) => choice.level === level && choice.id === id) ?? null;
}

type Props = { value: PlaceValue; onChange(value: PlaceValue): void };

/**
 * A list's place filter in one field: a province, district or local level found by its Nepali or English
 * name. Choosing a local level or district also sets the levels above it, as the address and API take them.
 */
export function PlaceFilter({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const places = usePlaces();
  const language: Language = i18n.language === 'ne' ? 'ne' : 'en';
  const choices = useMemo(() => (places ? placeChoices(places) : []), [places]);
  const kindOf = (choice: PlaceChoice) =>
    choice.kind ? t(`places.kinds.${choice.kind}`) : t(choice.level === 'province_id' ? 'places.province' : 'places.district');

  return (
    <Autocomplete<PlaceChoice>
      options={choices}
      value={chosenOf(choices, value)}
      loading={!places}
      loadingText={t('places.loading')}
      noOptionsText={t('places.noMatch')}
      size="small"
      sx={{ flex: '1 1 200px', maxWidth: { sm: 280 } }}
      onChange={(_, chosen) => places && onChange(chosen ? choosePlace(places, NO_PLACE, chosen.level, chosen.id) : NO_PLACE)}
      getOptionLabel={(choice) => choice[language]}
      getOptionKey={(choice) => `${choice.level}:${choice.id}`}
      isOptionEqualToValue={(choice, chosen) => choice.level === chosen.level && choice.id === chosen.id}
      filterOptions={(all, state) => choicesFor(all, state.inputValue)}
      renderOption={({ key, ...props }, choice) => (
        <Box component="li" key={key} {...props} sx={{ flexDirection: 'column', alignItems: 'flex-start !important' }}>
          <span>
            {choice[language]}
            <Box component="span" sx={{ color: 'text.secondary', ml: 1, fontSize: '0.875em' }}>
              {language === 'ne' ? choice.en : choice.ne}
            </Box>
          </span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8125em' }}>
            {[kindOf(choice), choice.within?.[language]].filter(Boolean).join(' · ')}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('places.legend')}
          placeholder={t('places.anyPlace')}
          slotProps={{ inputLabel: { ...params.InputLabelProps, shrink: true } }}
        />
      )}
    />
  );
}
